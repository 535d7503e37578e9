import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../feedback/ConfirmDialog';

export const DRAFT_RESTORED_TITLE = 'Ulagrede endringer er hentet tilbake';
export const DRAFT_RESTORED_TEXT =
  'Skjemaet viser det du skrev sist. Det er ikke lagret før du lagrer skjemaet.';
export const DISCARD_DRAFT = 'Forkast endringene';
export const DISCARD_DRAFT_TITLE = 'Forkaste endringene?';
export const DISCARD_DRAFT_TEXT =
  'Skjemaet går tilbake til slik det var. Det du skrev, blir borte.';

export interface DraftRestoredNoticeProps {
  /** Puts the form back as it opened and forgets the draft (useFormDraft's discard). */
  onDiscard: () => void;
}

/**
 * Above a form that opened with a kept draft (useFormDraft): says the values are the user's own
 * unsaved ones, and offers to discard them after a confirmation.
 */
export function DraftRestoredNotice({ onDiscard }: DraftRestoredNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          gap="3"
          flex="1"
        >
          <Alert.Content>
            <Alert.Title>{DRAFT_RESTORED_TITLE}</Alert.Title>
            <Alert.Description>{DRAFT_RESTORED_TEXT}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" flexShrink="0" onClick={() => setConfirming(true)}>
            {DISCARD_DRAFT}
          </Button>
        </Stack>
      </Alert.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={DISCARD_DRAFT_TITLE}
        body={DISCARD_DRAFT_TEXT}
        confirmLabel={DISCARD_DRAFT}
        destructive
        onConfirm={onDiscard}
      />
    </>
  );
}
