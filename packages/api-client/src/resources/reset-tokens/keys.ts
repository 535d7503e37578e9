import { readQueryKey } from '../../query/read-query-key';

/** The staff's password tokens (seed 001 section 7; the create path is ours, docs/api.md). */
export const resetTokenPaths = { list: '/user/reset-tokens/' } as const;

/** Read keys of the password tokens. */
export const resetTokenKeys = {
  list: () => readQueryKey(resetTokenPaths.list),
} as const;

/** A new token refreshes the list of live tokens. */
export const RESET_TOKEN_WRITE_INVALIDATES = [resetTokenPaths.list] as const;

/** The link a token opens: the public 'set a new password' page of this origin. */
export function resetTokenLink(origin: string, key: string): string {
  return `${origin}/confirm-reset-password/?token=${encodeURIComponent(key)}`;
}
