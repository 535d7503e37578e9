import type { Context } from 'hono';

/**
 * The address of the client's connection, for per-address limits. Forwarding headers are not
 * trusted (anyone can send them); behind a proxy every client shares the proxy's address, so a
 * deployment behind one should limit there too (docs/security.md).
 */
export const clientAddress = (c: Context): string | null => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  // Null only for in-process requests (tests' app.request), which have no socket.
  return env?.incoming?.socket?.remoteAddress ?? null;
};
