import type { Context } from 'hono';

/**
 * A JSON answer that states its length, as `c.json` does not: the compression (compress.ts)
 * then leaves an answer too small to gzip as it is, without reading its body back into a new
 * `Response` (which the real server's lightweight answer would otherwise have to build).
 */
export const jsonAnswer = (c: Context, value: unknown, status: number): Response => {
  const text = JSON.stringify(value);
  return c.body(text, status as never, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
};
