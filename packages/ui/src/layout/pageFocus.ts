/**
 * Where a page starts: the h1 of its main region, or the region when it has none. Without a main
 * region given, the page's: the h1 in a main region, else a PageHeader's h1, which takes focus from
 * script (a screen on its own, as in Storybook), else the main region.
 */
export function pageStart(main?: HTMLElement | null): HTMLElement | null {
  if (main !== undefined) return main?.querySelector<HTMLElement>('h1') ?? main;
  return (
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1[tabindex="-1"]') ??
    document.querySelector<HTMLElement>('main')
  );
}

/** The element that has the focus, if one has (not the page body). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Whether the focus can go to `element`: it is still on the page and not disabled. */
export function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.isConnected && !element.matches(':disabled');
}

/**
 * Focuses `target` with its focus ring shown or not, as the ring showed where the focus was: shown
 * after a keyboard press, not after a mouse click. (HTML's `focusVisible` option, not yet in
 * TypeScript's DOM types.)
 */
export function focusWithRing(target: HTMLElement, ringShown: boolean): void {
  const options: FocusOptions & { focusVisible?: boolean } = { focusVisible: ringShown };
  target.focus(options);
}

/**
 * Moves the focus from the element that has it to `target`, before what that element does
 * disables it (a stepper's button at its end, a pager's at the last page): a disabled element
 * drops the focus to the page body. The ring moves along as it showed.
 */
export function passFocus(target: HTMLElement | null): void {
  const from = focusedElement();
  if (target === null || from === null) return;
  focusWithRing(target, from.matches(':focus-visible'));
}

/**
 * Where the focus goes back to after an action: `element`, which had it, while it can take it;
 * else (the action removed or disabled it) `instead`, where the action's part of the page
 * starts again, when it can take it; else where the page starts.
 */
export function focusReturnTarget(
  element: HTMLElement | null,
  instead: HTMLElement | null = null,
): HTMLElement | null {
  if (canTakeFocus(element)) return element;
  return canTakeFocus(instead) ? instead : pageStart();
}

/** How long after the focus came back an action's result may still render and take it away. */
const FOLLOW_MS = 3000;

/**
 * Keeps the focus on the page for a moment after it came back to `element`: the action's result
 * can render a moment later (a refetched list) and remove or disable `element`, which drops the
 * focus to the page body; it goes to `instead()` if that can take it, else to where the page
 * starts. Stops once the focus moves to anything else, or after FOLLOW_MS.
 */
export function followFocus(element: HTMLElement, instead?: () => HTMLElement | null): void {
  const doc = element.ownerDocument;
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (canTakeFocus(element)) return;
    stop();
    const active = focusedElement();
    // Chromium may move the focus off a disabled element only at its next rendering.
    if (active === null || active === element) focusReturnTarget(null, instead?.())?.focus();
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== element) stop();
  };
  const timer = setTimeout(stop, FOLLOW_MS);
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  doc.addEventListener('focusin', onFocusIn);
}
