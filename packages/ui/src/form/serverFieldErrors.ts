import { isApiError } from '@portal/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

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
  for (const [field, messages] of Object.entries(error.fieldErrors))
    if (fields.includes(field) && messages[0])
      setError(field as FieldPath<T>, { message: messages[0] });
}
