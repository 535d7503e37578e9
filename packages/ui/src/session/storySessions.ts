// Stored sessions for stories and tests of the session glue: what the portal keeps in localStorage.
import { SESSION_STORAGE_KEYS } from '@portal/api-client';

/** A refresh token whose payload expires in 2100 (exp 4102444800): counts as a live session. */
export const LIVE_REFRESH_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.c2ln';
/** A refresh token whose payload expired in 2023 (exp 1700000000): restored as no session. */
export const EXPIRED_REFRESH_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.c2ln';

/** localStorage entries of a stored session of one user type. */
export function storedSession(
  type: string,
  user: Record<string, unknown> = { first_name: 'Kari', last_name: 'Nordmann' },
  refresh: string = LIVE_REFRESH_TOKEN,
): Record<string, string> {
  return {
    [SESSION_STORAGE_KEYS.access]: 'story-access-token',
    [SESSION_STORAGE_KEYS.refresh]: refresh,
    [SESSION_STORAGE_KEYS.user]: JSON.stringify(user),
    [SESSION_STORAGE_KEYS.type]: type,
  };
}
