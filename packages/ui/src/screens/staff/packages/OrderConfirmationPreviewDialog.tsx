import { Box, Button, Dialog, Portal } from '@chakra-ui/react';
import { useOrderConfirmationPreview } from '@portal/api-client/packages';
import { ActionButton } from '../../../feedback/ActionButton';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';

export const PREVIEW_TITLE = 'Forhåndsvisning av ordrebekreftelse';
export const PREVIEW_LOAD_ERROR = 'Kunne ikke hente forhåndsvisningen.';

/**
 * The mail of an order confirmation as the receiver will see it, in a sandboxed frame (no script,
 * no links that act), with 'Send' beside it for an unsent one.
 */
export function OrderConfirmationPreviewDialog({
  confirmationId,
  onClose,
  onSend,
  sending,
}: {
  confirmationId: number | null;
  onClose: () => void;
  /** Present while the confirmation is unsent. */
  onSend?: () => void;
  sending?: boolean;
}) {
  const preview = useOrderConfirmationPreview(confirmationId);
  return (
    <Dialog.Root
      open={confirmationId !== null}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{PREVIEW_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview.isPending ? (
                <LoadingState variant="skeleton" lines={5} />
              ) : preview.isError || !preview.data ? (
                <ErrorState
                  message={PREVIEW_LOAD_ERROR}
                  onRetry={() => void preview.refetch()}
                  retrying={preview.isFetching}
                />
              ) : (
                <Box
                  as="iframe"
                  title="E-posten"
                  // Rendered from the API's HTML; sandbox="" runs no script and opens nothing.
                  {...{ srcDoc: preview.data.email_html, sandbox: '' }}
                  width="full"
                  height="24rem"
                  borderWidth="1px"
                  borderRadius="l2"
                  bg="white"
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Lukk
              </Button>
              {onSend ? (
                <ActionButton
                  colorPalette="brand"
                  onClick={onSend}
                  loading={sending}
                  closing={confirmationId === null}
                >
                  Send
                </ActionButton>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
