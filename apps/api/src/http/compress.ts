import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);

/**
 * Below this an answer goes as it is. A new connection's first round trip carries about 14 KB
 * (ten segments), so a smaller answer arrives no sooner compressed; a page of a list is 5–14 KB
 * of JSON, and gzipping every page cost 8–18 % of the list reads' throughput on the scale data
 * (docs/performance.md). What is larger (a year of invoices, a payroll file, a page of 50 or
 * 100 rows) shrinks five- to twentyfold.
 */
export const COMPRESS_MIN_BYTES = 16 * 1024;

/**
 * zlib's fastest level. A year of travel invoices (9.6 MB of JSON) gzips in 18–31 ms to 419 KB,
 * against 54–133 ms to 338 KB at the default 6; through HTTP the answer came 60 ms sooner
 * (docs/performance.md). The 81 KB more take 13 ms on a 50 Mbit/s line.
 */
const GZIP_LEVEL = 1;

/** Gzips an answer's bytes at GZIP_LEVEL, on libuv's thread pool. */
export const gzipBytes = (bytes: Uint8Array): Promise<Uint8Array> =>
  gzipAsync(bytes, { level: GZIP_LEVEL });

/** The bytes answers were made from (`madeOf`), and their gzip when it was made already. */
const answerBytes = new WeakMap<Response, { bytes: Uint8Array; gzipped?: Uint8Array }>();

/**
 * Marks `res` as made of `bytes` (a large JSON answer, json-answer.ts): reading them back from the
 * answer would have @hono/node-server build a full `Response` around them and stream them out
 * again (13 ms for a year of travel invoices on a slow machine). `gzipped`: their gzip, made
 * once for answers that are kept (kept-answer.ts).
 */
export const madeOf = (res: Response, bytes: Uint8Array, gzipped?: Uint8Array): Response => {
  answerBytes.set(res, { bytes, gzipped });
  return res;
};

/** Answers that stream their JSON as it is written (json-answer.ts, `JsonText`). */
const streamedAnswers = new WeakSet<Response>();

/**
 * Marks `res` as streaming its JSON as it is written: gzipped as it comes, whatever its length
 * (unknown until its end; such an answer is a large one).
 */
export const streamed = (res: Response): Response => {
  streamedAnswers.add(res);
  return res;
};

/** JSON and the CSV files: the API's text answers. (PDFs are compressed already.) */
const COMPRESSIBLE = /^(application\/json|text\/csv)\b/i;

/** Whether `Accept-Encoding` allows gzip (an explicit q=0 refuses it; `*` allows it). */
export const acceptsGzip = (header: string | undefined): boolean => {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip') return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
};

/**
 * Gzips the API's JSON and CSV answers of at least COMPRESS_MIN_BYTES, and those streamed as they
 * are written (`streamed`), for a client that accepts it: a year of travel invoices is 9.7 MB of
 * JSON. zlib runs on libuv's thread pool, not on the API's thread. Every such answer says
 * `Vary: Accept-Encoding`. BREACH does not apply: it needs the victim's browser to send an
 * authenticated request with the attacker's text, and the API's credential is a header that a
 * page of another site cannot add (docs/security.md).
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'HEAD') return;
  const res = c.res;
  if (
    !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '') ||
    res.headers.has('Content-Encoding')
  )
    return;
  res.headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
  // An answer that states its length (the routes' JSON, json-answer.ts) is judged by it, and a
  // small one goes out untouched; only an answer of unknown length is read to learn it.
  const stated = res.headers.get('Content-Length');
  if (stated !== null && Number(stated) < COMPRESS_MIN_BYTES) return;
  // Copied before the body is touched: @hono/node-server's Response keeps the headers set after
  // its creation (the security headers) only until its body is read, when it rebuilds itself
  // from its first headers. Reading `body` first dropped every security header of a compressed
  // answer on the real server.
  const headers = new Headers(res.headers);
  if (streamedAnswers.has(res) && res.body) {
    // Chunk by chunk on libuv's thread pool while the next chunks are written; sent chunked. A
    // failure on either side ends both, and the answer breaks off short of its last chunk.
    const zipped = pipeline(
      Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
      createGzip({ level: GZIP_LEVEL }),
      () => {},
    );
    headers.set('Content-Encoding', 'gzip');
    c.res = new Response(Readable.toWeb(zipped) as ReadableStream<Uint8Array>, {
      status: res.status,
      headers,
    });
    return;
  }
  const made = answerBytes.get(res);
  const body = made?.bytes ?? new Uint8Array(await res.arrayBuffer());
  // Hono's `c.res =` copies the old answer's headers onto the new one: its stated length must
  // not overwrite the compressed one's.
  res.headers.delete('Content-Length');
  if (body.byteLength >= COMPRESS_MIN_BYTES) {
    const zipped = made?.gzipped ?? (await gzipBytes(body));
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.byteLength));
    c.res = new Response(zipped, { status: res.status, headers });
  } else {
    c.res = new Response(body, { status: res.status, headers });
  }
};
