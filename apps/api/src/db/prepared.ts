import { createHash } from 'node:crypto';
import { Column, is, SQL, sql } from 'drizzle-orm';

/** What drizzle's prepared query holds: its SQL text. */
type PreparedInternals = { query?: { sql?: unknown } };

/** Each prepared shape's SQL text and the name it runs under (PGlite and the bench read them). */
const names = new Map<string, string>();

/** The name this SQL text runs under, if it is a named statement (PGlite prepares those too). */
export const statementName = (text: string): string | undefined => names.get(text);

/** Whether this SQL text runs as a named statement (the benchmark explains those as prepared). */
export const isNamedStatement = (text: string) => names.has(text);

/**
 * A page size as a literal in the SQL text, for `.limit()` of a named statement: validated by the
 * contract as an integer of 1 to 100, so a read has at most 100 texts. PostgreSQL plans a named
 * statement for its values 5 times, then keeps a generic plan (made without them) when that looks
 * no dearer; a LIMIT parameter defeats that (a plan for an unknown LIMIT assumes a tenth of the
 * rows). drizzle leaves out OFFSET 0, so a first page has no unknown at all. `npm run bench`
 * writes the plans of the named statements as the 7th execution gets them.
 */
export const pageLimit = (limit: number): number => {
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`page limit ${limit}`);
  // drizzle renders an SQL object given as the limit as it is, a number as a parameter.
  return sql.raw(String(limit)) as unknown as number;
};

/**
 * `shape_<key>`, within PostgreSQL's 63 bytes for a name: a longer key keeps its start and ends
 * in a hash of the whole (PostgreSQL cuts a long name, so two long keys would name one statement).
 */
export const shapeName = (key: string) => {
  const name = `shape_${key}`;
  if (Buffer.byteLength(name) <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 16);
  return `${name.slice(0, 46)}_${hash}`;
};

/** What drizzle's prepared select holds to turn its array rows into objects. */
type RowFields = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** A field's decoder, as drizzle's `mapResultRow` finds it. */
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  // `decoder` is drizzle's own (not in its types): the default or `mapWith`'s.
  const withDecoder = (is(field, SQL) ? field : (field as { sql: SQL }).sql) as unknown;
  return (withDecoder as { decoder: Decoder }).decoder;
};

/**
 * Gives a prepared select of flat fields a row mapper worked out once: drizzle's own
 * (`mapResultRow`) finds every field's decoder again on every row, through `is()`, which walks
 * the field's prototypes (about a twelfth of the API thread's busy time under a list read,
 * docs/performance.md). A select with nested fields (a path longer than one) keeps drizzle's.
 */
const mapRowsOnce = (prepared: unknown) => {
  const query = prepared as RowFields;
  const fields = query.fields;
  if (!fields || query.customResultMapper || fields.some((f) => f.path.length !== 1)) return;
  const keys = fields.map((f) => f.path[0]!);
  const decoders = fields.map((f) => decoderOf(f.field));
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        out[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return out;
    });
};

/**
 * drizzle's database as its own `execute` uses it (these two are not in its types): the dialect
 * writes an SQL object's text, the session prepares it under a name or none.
 */
type SqlPreparer = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ) => PreparedShape<unknown>;
  };
};

/**
 * A statement written as SQL (not with the query builder) prepared under `name`, as
 * `query.prepare(name)` prepares a select, for `preparedShape`; its values are `sql.placeholder`s.
 * It answers as `db.execute` does (read its rows with `rowsOf`), which runs such SQL unnamed and
 * planned on every request.
 */
export const prepareSql = (db: object, name: string, query: SQL) => {
  const { dialect, session } = db as SqlPreparer;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
};

/** A query prepared once with `sql.placeholder`s, run with their values. */
type PreparedShape<T> = { execute: (values: Record<string, unknown>) => Promise<T> };

const shapes = new WeakMap<object, Map<string, PreparedShape<unknown>>>();

/**
 * At most this many shapes per database: each stays prepared on every pooled connection, and a
 * list's shapes multiply (orderings, page sizes, filters), so requests cannot grow them without
 * end. The ones in use come first; a new key beyond this runs built and unnamed (`roomForShape`).
 */
const MAX_SHAPES = 300;

/** Whether `key` is prepared already or may be. */
export const roomForShape = (db: object, key: string): boolean => {
  const byKey = shapes.get(db);
  return !byKey || byKey.has(key) || byKey.size < MAX_SHAPES;
};

/**
 * A fixed query shape (values as `sql.placeholder`s) built and prepared once per database and
 * `key`, then only executed. Building the SQL text is the dearest step in Node (drizzle walks the
 * whole query), and as a named (server-side prepared) statement PostgreSQL parses and plans it
 * once per connection instead of on every request (planning took longer than running the list
 * reads; docs/performance.md). PGlite runs it as an SQL-level prepared statement
 * (pglite-statements.ts). `build` receives the statement's name (`key`, which must name one
 * text: keys are written out by the callers, never made from values) and returns
 * `query.prepare(name)`. A read planned for its values (a search by a term that matches many
 * people) is built for the request and runs unnamed instead.
 */
export const preparedShape = <T>(
  db: object,
  key: string,
  build: (name: string) => PreparedShape<T>,
): PreparedShape<T> => {
  let byKey = shapes.get(db);
  if (!byKey) shapes.set(db, (byKey = new Map()));
  let shape = byKey.get(key) as PreparedShape<T> | undefined;
  if (!shape) {
    const name = shapeName(key);
    byKey.set(key, (shape = build(name)));
    mapRowsOnce(shape);
    // Known by its text too, for PGlite (pglite-statements.ts) and the benchmark's plans.
    const text = (shape as PreparedInternals).query?.sql;
    if (typeof text === 'string' && names.size < 1000) names.set(text, name);
  }
  return shape;
};
