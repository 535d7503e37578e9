// Reading a JWT's claims on the client: decoding only, never verification (the server verifies).
import { decodeBase64UrlText } from './base64url';

/** The claims of a JWT payload; `exp` is in seconds since the epoch when present. */
export type JwtPayload = Record<string, unknown> & { exp?: unknown };

/** The payload object of a `header.payload.signature` token, or null for anything else. */
export function decodeJwtPayload(token: unknown): JwtPayload | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') return null;
  const text = decodeBase64UrlText(parts[1] as string);
  if (text === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (_error) {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return payload as JwtPayload;
}

/** Expiry of a token as milliseconds since the epoch, or null when it has no numeric exp. */
export function tokenExpiresAt(token: unknown): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True only while the exp (seconds) in the token's payload lies after `now`. */
export function isTokenUnexpired(token: unknown, now: Date | number): boolean {
  const expiresAt = tokenExpiresAt(token);
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return expiresAt !== null && expiresAt > nowMs;
}
