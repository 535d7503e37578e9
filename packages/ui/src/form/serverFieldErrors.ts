import { isApiError } from '@portal/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts field errors already taken from the API (`{ field: [messages] }`) on the form's own fields:
 * the first message of each field named in `fields`. `stripPrefix` drops a nesting prefix first,
 * for a form that edits one nested object of the request (`user_info.email` -> `email`). The
 * first of those fields in `fields` (the form's order) takes the focus, so the user lands on what
 * to fix (the save button was disabled while it saved, which had dropped the focus).
 */
export function setFieldErrorMap<T extends FieldValues>(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  { stripPrefix }: { stripPrefix?: string } = {},
): void {
  const messages = new Map<string, string>();
  for (const [name, list] of Object.entries(fieldErrors)) {
    const field =
      stripPrefix !== undefined && name.startsWith(stripPrefix)
        ? name.slice(stripPrefix.length)
        : name;
    if (list[0] && !messages.has(field)) messages.set(field, list[0]);
  }
  // In the form's order, so the focus goes to the refused field nearest its top.
  let first = true;
  for (const field of fields) {
    const message = messages.get(field);
    if (message === undefined) continue;
    setError(field as FieldPath<T>, { message }, { shouldFocus: first });
    first = false;
  }
}

/**
 * Shows the API's field errors of a failed save (`{ field: [messages] }`) under the form's own
 * fields: the first message of each field named in `fields`; fields the form does not have, and
 * errors that are not the API's, are left to the caller's toast.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) return;
  setFieldErrorMap(error.fieldErrors, fields, setError);
}
