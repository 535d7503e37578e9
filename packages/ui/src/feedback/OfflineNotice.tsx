import { Alert } from '@chakra-ui/react';
import { useOnline } from './useOnline';

export const OFFLINE_TITLE = 'Ingen nettforbindelse';
export const OFFLINE_TEXT =
  'Det du lagrer nå, sendes når forbindelsen er tilbake. Ikke lukk siden før det er sendt.';
/** On the sign-in pages, where nothing is saved yet. */
export const OFFLINE_SIGN_IN_TEXT = 'Koble til nettet for å fortsette.';

export interface OfflineNoticeProps extends Omit<Alert.RootProps, 'status' | 'role' | 'children'> {
  /** What happens meanwhile; default OFFLINE_TEXT. */
  text?: string;
}

/**
 * While the browser is offline: says so, and what happens to a save. TanStack Query holds every
 * read and save meanwhile (a pressed save button says `WAITING_FOR_NETWORK`, see ActionButton)
 * and sends them when the browser is back online; they are lost only if the page is closed first.
 * In every area's layout and on the sign-in pages.
 */
export function OfflineNotice({ text = OFFLINE_TEXT, ...props }: OfflineNoticeProps) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root {...props} status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{OFFLINE_TITLE}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
