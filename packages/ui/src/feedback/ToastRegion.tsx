// The toast UI, loaded with the first toast (ToasterRegion.tsx): Chakra's toaster and its machine.
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useRef, type FocusEvent } from 'react';
import { followFocus } from '../layout/pageFocus';
import { attachToastStore, TOAST_DURATION_MS } from './toaster';

/**
 * Top-end, just below the app's top bar: at the bottom a toast would cover the table pager and the
 * form buttons people press next. On phones the region stretches across the width. One at a time.
 */
const chakraToaster = createToaster({
  placement: 'top-end',
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
attachToastStore(chakraToaster);

/**
 * Renders the toasts of `toaster` (toaster.ts). A toast closed with its 'Lukk' goes away with the
 * button that had the focus, and zag leaves the focus on the page body (by keyboard too, after
 * Alt+T): it goes back to where it was before it came into the toasts, or to where the page starts.
 */
export function ToastRegion() {
  const cameFrom = useRef<HTMLElement | null>(null);
  const noteWhereFrom = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  return (
    <Portal>
      <ChakraToaster
        toaster={chakraToaster}
        insetInline={{ mdDown: '4' }}
        onFocusCapture={noteWhereFrom}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                // Full opacity: the default dimmed text fails contrast on the red error toast.
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? (
              <Toast.CloseTrigger
                aria-label="Lukk"
                onClick={(event) => followFocus(event.currentTarget, () => cameFrom.current)}
              />
            ) : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
