import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Story-only: puts `text` into a field in one input event, as a paste does. Typed key by key, each
 * key re-renders the form: under load that took a story's time limit, and a re-render between keys
 * could move a number input's caret.
 */
export async function enterText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * Story-only: clicks `element` the way a mouse does, moving onto its centre first. user-event puts
 * every pointer event at (0, 0) unless told where; zag's menus highlight an item only on a pointer
 * move their modality tracker counts (one to a new position), and select only a highlighted item.
 * At (0, 0) a click on 'Logg ut' selected nothing once another story file had run in the page.
 */
export async function clickWithMouse(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const coords = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  await userEvent.pointer({ target: element, coords });
  await userEvent.pointer({ keys: '[MouseLeft]', target: element, coords });
}

/**
 * Story-only: the trigger of a deferred menu (DeferredMenu) once its menu has loaded. A story that
 * presses or keeps the trigger waits for it: user-event would otherwise press a stand-in that the
 * menu has just replaced. (DeferredMenu's own stories press the stand-in on purpose.)
 */
export function loadedMenuTrigger(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const trigger = within(canvasElement).getByRole('button', { name });
    await expect(trigger).toHaveAttribute('data-scope', 'menu');
    return trigger;
  });
}
