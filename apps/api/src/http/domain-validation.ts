import type { z } from 'zod';
import { FieldError, zodIssuesToErrors } from './errors';

/**
 * Runs a @portal/domain form schema over a body the route already type-checked, so the API
 * enforces the same rules and Norwegian messages as the forms. Throws 400 {field: [messages]}.
 */
export const validateWithDomain = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const result = schema.safeParse(body);
  if (!result.success) throw new FieldError(zodIssuesToErrors(result.error.issues));
  return result.data;
};
