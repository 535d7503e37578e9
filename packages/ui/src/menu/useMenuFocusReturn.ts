import { useCallback, useRef, type RefObject } from 'react';

const MENU_CONTENT = '[data-scope="menu"][data-part="content"]';

/**
 * Focus back on the trigger once a menu has closed. The menu restores it itself, but a focus it
 * scheduled while an item was highlighted can land on the closing content right after, and when
 * the content is removed focus falls to the page body: a keyboard user would have to start over
 * from the top (seen in Chromium when choosing by keyboard). Pass `triggerRef` to the trigger and
 * `onExitComplete` to `Menu.Root`. A deferred menu passes the ref its stand-in had (DeferredMenu).
 */
export function useMenuFocusReturn<T extends HTMLElement>(given?: RefObject<T | null>) {
  const own = useRef<T>(null);
  const triggerRef = given ?? own;
  const onExitComplete = useCallback(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.closest(MENU_CONTENT);
    if (lost) triggerRef.current?.focus({ preventScroll: true });
  }, []);
  return { triggerRef, onExitComplete };
}
