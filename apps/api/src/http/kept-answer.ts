import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { preparedShape } from '../db/prepared';
import { dataVersions } from '../db/schema/index';
import { COMPRESS_MIN_BYTES, gzipBytes, madeOf } from './compress';

/** What the triggers of migration 0029 version. */
export type DataVersionName = 'issues';

/** The current version of `name`'s data, or undefined when it has none (a wiped database). */
export const dataVersion = async (db: Database, name: DataVersionName) => {
  const [row] = await preparedShape(db, 'data_version', (statement) =>
    db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, sql.placeholder('name')))
      .prepare(statement),
  ).execute({ name });
  return row === undefined ? undefined : Number(row.version);
};

type Kept = { version: number; bytes: Uint8Array<ArrayBuffer>; gzipped?: Uint8Array };

/** Each database's kept answers by key (a handful: the keys are written out by the routes). */
const keptAnswers = new WeakMap<object, Map<string, Kept>>();

const encoder = new TextEncoder();

/**
 * A JSON answer kept, with its gzip, while the version of the data it is made of holds: a request
 * then reads one version (a primary-key lookup) instead of every row, and encodes and gzips
 * nothing (the issue board, every issue: about 13 ms of the API's thread a request at 1,000
 * issues; docs/performance.md). The version is read before the rows, so kept rows are never older
 * than their version says; a write between the two only makes the next request build it again.
 * `key` names one answer of the route (written out, never made from unchecked input).
 */
export const keptJsonAnswer = async (
  c: Context,
  db: Database,
  data: DataVersionName,
  key: string,
  make: () => Promise<unknown>,
): Promise<Response> => {
  const version = await dataVersion(db, data);
  let byKey = keptAnswers.get(db);
  if (!byKey) keptAnswers.set(db, (byKey = new Map()));
  let kept = byKey.get(key);
  if (!kept || version === undefined || kept.version !== version) {
    const bytes = encoder.encode(JSON.stringify(await make()));
    kept = {
      version: version ?? -1,
      bytes,
      gzipped: bytes.length >= COMPRESS_MIN_BYTES ? await gzipBytes(bytes) : undefined,
    };
    if (version !== undefined) byKey.set(key, kept);
  }
  const res = c.body(kept.bytes, 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(kept.bytes.length),
  });
  return madeOf(res, kept.bytes, kept.gzipped);
};
