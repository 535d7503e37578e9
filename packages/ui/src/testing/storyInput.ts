import { userEvent } from 'storybook/test';

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
