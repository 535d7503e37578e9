import { useCallback, type RefObject } from 'react';

const MENU_CONTENT = '[data-scope="menu"][data-part="content"]';

/**
 * Focus back on the trigger once a menu has closed. The menu restores it itself, but a focus it
 * scheduled while an item was highlighted can land on the closing content right after, and when
 * the content is removed focus falls to the page body: a keyboard user would have to start over
 * from the top (seen in Chromium when choosing by keyboard). `FocusReturningMenu` passes
 * `onExitComplete` to `Menu.Root`; a deferred menu's `triggerRef` is the one its stand-in had
 * (DeferredMenu).
 */
export function useMenuFocusReturn(triggerRef: RefObject<HTMLElement | null>) {
  const onExitComplete = useCallback(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.closest(MENU_CONTENT);
    if (lost) triggerRef.current?.focus({ preventScroll: true });
  }, [triggerRef]);
  return { onExitComplete };
}
