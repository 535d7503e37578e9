/**
 * A json column's value from either driver: node-postgres parses json into objects, PGlite may
 * hand over the text. For `sql<T>`…`.mapWith(jsonValue<T>)`.
 */
export const jsonValue = <T>(v: unknown): T =>
  typeof v === 'string' ? (JSON.parse(v) as T) : (v as T);
