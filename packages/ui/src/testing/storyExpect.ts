import { expect, waitFor, within } from 'storybook/test';
import { toaster } from '../feedback/toaster';

/**
 * Story-only: waits until a toast with `text` is on screen. Toasts show one at a time, so a toast
 * may wait the 5 s of the one before it. Under CI load 12 s was once not enough for that ('Ny elev',
 * 'Receiver Retry Sends Only Receiver', 2026-11-27); 20 s leaves room.
 */
export async function expectToast(canvasElement: HTMLElement, text: string, timeout = 20_000) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByText(text)).toBeVisible(), { timeout });
}

/**
 * Story-only: removes the toasts once a story has proven them, so its screenshot does not depend on
 * where a toast is in its entry.
 */
export async function clearToasts(canvasElement: HTMLElement) {
  toaster.remove();
  await waitFor(() =>
    expect(
      canvasElement.ownerDocument.querySelector('[data-scope="toast"][data-part="root"]'),
    ).toBeNull(),
  );
}

/**
 * Story-only: records the text of every toast that shows from now on, in order. Toasts show one at
 * a time, so a story proves that a toast did not show by a later one that did: `shown` holds only
 * the later one.
 */
export function recordToasts(canvasElement: HTMLElement): { shown: string[]; stop: () => void } {
  const doc = canvasElement.ownerDocument;
  const shown: string[] = [];
  const seen = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    for (const toast of doc.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      if (seen.has(toast)) continue;
      seen.add(toast);
      shown.push(toast.textContent ?? '');
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return { shown, stop: () => observer.disconnect() };
}

/**
 * Story-only: after a change of a table's list (a filter, a toggle, a page; not a debounced search,
 * which starts later), waits for its new page. Until then the table keeps the page before, busy, so
 * a row found in it may be the old page's, gone a moment later.
 */
export async function newPageShown(canvas: ReturnType<typeof within>, name: string) {
  const table = canvas.getByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
}

/** Story-only: the table named `name` (its caption or aria-label), once it is on screen, to query within. */
export async function findTable(canvas: ReturnType<typeof within>, name: string) {
  return within(await canvas.findByRole('table', { name }));
}

/** Story-only: the page does not scroll sideways (a phone story shows everything in its width). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/**
 * Story-only: once `rowText` shows in the table named `name`, the table fits its frame, so every
 * column shows without scrolling sideways (the frame names itself a scrollable group only when
 * its table overflows).
 */
export async function expectTableFits(
  canvas: ReturnType<typeof within>,
  name: string,
  rowText: string,
) {
  const table = await canvas.findByRole('table', { name });
  await expect(await within(table).findByText(rowText)).toBeVisible();
  const frame = table.parentElement!;
  await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(frame.clientWidth);
  await expect(canvas.queryByRole('group', { name })).toBeNull();
}

/**
 * Story-only: the open dialog (`role` 'dialog' or 'alertdialog', named `name` if given) once it holds
 * the focus. A dialog traps focus in an animation frame after it appears, and then moves the focus
 * to its first field or button: a story that clicks or types before that frame, which comes late
 * under load, loses its keys to the move, or closes a dialog that has nothing to give the focus back
 * to (ConfirmDialog's 'Confirm Calls On Confirm' in CI, 2026-12-07). A person never acts that fast.
 */
export async function findOpenDialog(
  canvasElement: HTMLElement,
  {
    role = 'dialog',
    name,
    timeout,
  }: { role?: 'dialog' | 'alertdialog'; name?: string | RegExp; timeout?: number } = {},
): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole(role, name === undefined ? {} : { name }, { timeout });
  await waitFor(
    () => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement | null),
    { timeout },
  );
  return dialog;
}

/**
 * Story-only: the open menu once it takes keys. zag sets a menu up in an animation frame after it
 * opens: the focus moves into it (until then an arrow or Enter goes to the trigger, and Enter there
 * opens the menu again from its first item), and the menu joins zag's stack of layers, which marks
 * it with a `--layer-index` style (until then Escape is lost and the menu stays open). That frame
 * comes late under load; with every frame 250 ms late (`npm run test:late-frames`) the column
 * picker's and the colour mode menu's stories failed this way. A person never acts that fast.
 */
export async function findOpenMenu(
  canvasElement: HTMLElement,
  { timeout }: { timeout?: number } = {},
): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  const menu = await body.findByRole('menu', {}, { timeout });
  await waitFor(
    () => {
      expect(menu).toContainElement(menu.ownerDocument.activeElement as HTMLElement | null);
      expect(menu.style.getPropertyValue('--layer-index')).not.toBe('');
    },
    { timeout },
  );
  return menu;
}

/**
 * Story-only: resolves after the next animation frame, so after whatever a library scheduled for
 * that frame before it was asked for (frames run their callbacks in order). For the work that
 * changes nothing a story can wait for, such as a picker focusing its own field again.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
