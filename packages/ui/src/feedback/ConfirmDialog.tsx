import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { focusReturnTarget, focusedElement, followFocus } from '../layout/pageFocus';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the dialog closes: cancel, Escape, outside click, or after a confirm. */
  onOpenChange: (open: boolean) => void;
  title: string;
  body?: ReactNode;
  /** e.g. 'Lagre', 'Ja marker som betalt', 'Eksporter'. */
  confirmLabel: string;
  /** Default 'Avbryt'. */
  cancelLabel?: string;
  /** Red confirm button, for actions that cannot be undone. */
  destructive?: boolean;
  /**
   * Runs on confirm. While a returned promise is pending the dialog shows a loading confirm button
   * and cannot be dismissed; it closes when the promise resolves and stays open if it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}

/** Asks the user to confirm one action. Focus starts on the cancel button, the safe choice. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Avbryt',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // What had the focus as the dialog opened gets it back when it closes. When the confirmed action
  // removed or disabled it (a deleted card's 'Slett', a salary row's 'Marker som betalt' with
  // nothing left to pay), the focus goes to where the page starts, its h1, instead of falling to
  // the page body, where a keyboard user would start over from the top. The refetched list that
  // disables it can render just after the dialog has closed (seen in CI on the salary row), so the
  // focus is followed a moment longer (followFocus).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = focusedElement();
  }, [open]);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
      setPending(false);
    } catch {
      // The caller reports the failure (usually a toast); the dialog stays open to try again, and
      // the confirm button takes back the focus its loading state dropped (ActionButton).
      setPending(false);
    }
  }

  function cancel() {
    onCancel?.();
    onOpenChange(false);
  }

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => {
        const target = focusReturnTarget(opener.current);
        if (target) followFocus(target);
        return target;
      }}
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
      onOpenChange={(details) => {
        if (!details.open) cancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body ? <Dialog.Body>{body}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={cancel} disabled={pending}>
                {cancelLabel}
              </Button>
              <ActionButton
                colorPalette={destructive ? 'red' : 'brand'}
                loading={pending}
                closing={!open}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </ActionButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
