import { CONFIRM_RESET_PASSWORD_ROUTE } from './routes';

/**
 * The link of a password token (seed 001 §2): `{origin}/confirm-reset-password/?token={token}`.
 * The same shape serves the reset e-mail and the staff token list's copy button, so both open the
 * page that reads the token. Trailing slashes of the origin are dropped (no '//' before the route)
 * and the token is URL-encoded.
 */
export function passwordResetLink(origin: string, token: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}${CONFIRM_RESET_PASSWORD_ROUTE}/?token=${encodeURIComponent(token)}`;
}
