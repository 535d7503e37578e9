import { createHash } from 'node:crypto';

/**
 * Security events as one JSON line each (docs/security.md): who (a user id, or a hash of the
 * e-mail when no user is known), what, from where. Never a password, token, reset key, e-mail
 * address or personal number.
 */
export type SecurityEvent =
  | 'login.failed'
  | 'login.throttled'
  | 'access.denied'
  | 'token.refused'
  | 'refresh.reused'
  | 'password.changed'
  | 'password.reset'
  | 'reset_token.created';

type Fields = Record<string, string | number | boolean | null | undefined>;

let sink: (line: string) => void = (line) => console.info(line);

/** Where the lines go (stdout by default); tests capture or silence them. */
export const setSecurityLogSink = (next: (line: string) => void) => {
  sink = next;
};

/** A stable pseudonym of an e-mail: attempts on one account can be correlated, not read. */
export const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

export const securityEvent = (event: SecurityEvent, fields: Fields = {}) => {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  // The host's real time, not the API's clock (CLOCK_OFFSET_MS moves that in tests): a security
  // line is read beside the proxy's and the system's logs.
  sink(JSON.stringify({ time: new Date().toISOString(), type: 'security', event, ...clean }));
};
