/**
 * One log line for an unexpected error, without the values a query was run with: a failed
 * database query names its SQL (placeholders only) and PostgreSQL's error code, table, column and
 * constraint, never its parameters (e-mails, phone numbers, personal numbers) nor the server's
 * message or detail, which can quote a value.
 */
type QueryFailure = { query: string; cause?: unknown };
type PgErrorFields = {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
};

const isQueryFailure = (err: unknown): err is QueryFailure =>
  typeof err === 'object' && err !== null && typeof (err as QueryFailure).query === 'string';

export const describeError = (err: unknown): string => {
  if (isQueryFailure(err)) {
    const cause = (err.cause ?? {}) as PgErrorFields;
    const fields = (['code', 'table', 'column', 'constraint', 'routine'] as const)
      .filter((k) => typeof cause[k] === 'string')
      .map((k) => `${k}=${cause[k]}`);
    // Without a PostgreSQL error code the cause is the client's own (a timeout, a closed
    // connection): its message holds no query values, and says what happened.
    const clientError =
      !cause.code && err.cause instanceof Error ? ` (${err.cause.message.slice(0, 200)})` : '';
    return `Database query failed: ${err.query.slice(0, 500)} [${fields.join(' ')}]${clientError}`;
  }
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
};

export const logUnexpectedError = (err: unknown) => console.error(describeError(err));
