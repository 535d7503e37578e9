import type { Context } from 'hono';
import { COMPRESS_MIN_BYTES, madeOf, streamed } from './compress';
import { logUnexpectedError } from './log-error';

const encoder = new TextEncoder();

/**
 * A value of type T written as JSON text by its service, in pieces (a service that writes its
 * large answer itself: the travel invoices, services/invoices/read.ts). The pieces are sent as
 * they come, so the first of them is on its way, gzipped (compress.ts), while the last are still
 * being written, and the client unpacks them meanwhile. `T` keeps the route's answer type checked.
 */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(readonly pieces: Iterable<string>) {}
}

/**
 * A streamed answer's pieces go out in chunks of about this many characters, each encoded to
 * UTF-8 on its own: a year of travel invoices (9.7 MB) came as fast in chunks of 110 KB as of
 * 450 KB, and 10 ms later in chunks of 1.8 MB (docs/performance.md).
 */
const STREAM_CHUNK_CHARS = 256 * 1024;

/**
 * The pieces as a stream of UTF-8 chunks, each written only when the reader asks for it. A piece
 * that fails to be written is logged, and the answer breaks off: its status and first chunks are
 * sent already, so `breakOff` closes the connection before the answer's end is sent (a client
 * then sees an answer cut short, never a complete 200 whose body ends in an error text).
 */
const streamOf = (pieces: Iterable<string>, breakOff: () => void) => {
  const iterator = pieces[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      try {
        let chunk = '';
        for (let next = iterator.next(); !next.done; next = iterator.next()) {
          chunk += next.value;
          if (chunk.length >= STREAM_CHUNK_CHARS) return controller.enqueue(encoder.encode(chunk));
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        controller.close();
      } catch (err) {
        logUnexpectedError(err);
        breakOff();
        controller.error(err);
      }
    },
  });
};

/** The real server's response (@hono/node-server passes it in `c.env`; `app.request` does not). */
const outgoingOf = (c: Context) =>
  (c.env as { outgoing?: { destroy(): void } } | undefined)?.outgoing;

/**
 * A JSON answer that states its length, as `c.json` does not: the compression (compress.ts)
 * then leaves an answer too small to gzip as it is, without reading its body back into a new
 * `Response` (which the real server's lightweight answer would otherwise have to build).
 *
 * A large answer is encoded to bytes once, here: its length is theirs, and the compression takes
 * them as they are (`madeOf`). As text it was encoded twice, once to count its bytes and once
 * when the compression read it (a year of travel invoices, 9.7 MB: 17 and about 30 ms against
 * 15–20 for the one encoding; docs/performance.md). A small one stays text, which the server
 * writes as it is. It is encoded by `TextEncoder`, not `Buffer.from`: a text with one character
 * beyond Latin-1 (a name such as 'Łukasz') is held as UTF-16, which Node 20's `Buffer.from`
 * encoded at a third of TextEncoder's speed (a year of invoices, while each of its lines had an
 * en dash: 50 against 14 ms). A `JsonText` is streamed in chunks as it is written, with no length.
 */
export const jsonAnswer = (c: Context, value: unknown, status: number): Response => {
  if (value instanceof JsonText)
    return streamed(
      c.body(
        streamOf(value.pieces, () => outgoingOf(c)?.destroy()),
        status as never,
        {
          'Content-Type': 'application/json',
          // Sent as it comes: without it @hono/node-server reads the first chunks ahead, to give a
          // short answer a length, before it sends anything.
          'Transfer-Encoding': 'chunked',
        },
      ),
    );
  const text = JSON.stringify(value);
  // A text's UTF-8 takes at least a byte per UTF-16 unit, so a text this long is as large in bytes.
  const body = text.length >= COMPRESS_MIN_BYTES ? encoder.encode(text) : text;
  const res = c.body(body, status as never, {
    'Content-Type': 'application/json',
    'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.length),
  });
  return typeof body === 'string' ? res : madeOf(res, body);
};
