// Test helpers only (not exported from the package): the messages a schema reports, by field path.
import type { z } from 'zod';

/** Messages of a failed parse keyed by dotted path ('' for the root); {} when the parse succeeds. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The output of a parse that must succeed; throws with the messages otherwise. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(errorsOf(schema, input)));
  return result.data;
}
