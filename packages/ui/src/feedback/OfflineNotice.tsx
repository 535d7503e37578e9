import { Alert } from '@chakra-ui/react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const OFFLINE_TITLE = 'Ingen nettforbindelse';
export const OFFLINE_TEXT =
  'Det du lagrer nå, sendes når forbindelsen er tilbake. Ikke lukk siden før det er sendt.';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * While the browser is offline: says so, and what happens to a save. TanStack Query holds every
 * read and save meanwhile (a save button keeps spinning) and sends them when the browser is back
 * online; they are lost only if the page is closed first.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Alert.Root status="warning" role="status" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{OFFLINE_TITLE}</Alert.Title>
        <Alert.Description>{OFFLINE_TEXT}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
