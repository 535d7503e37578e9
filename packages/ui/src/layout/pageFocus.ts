/** Where a page starts: its h1, or the main region when it has none. */
export function pageStart(
  main: HTMLElement | null = document.querySelector<HTMLElement>('main'),
): HTMLElement | null {
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/** The element that has the focus, if one has (not the page body). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
