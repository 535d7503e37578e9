import { createHash } from 'node:crypto';
import { Column, is, SQL, sql } from 'drizzle-orm';

/** A built drizzle query that can run as a named statement (select builders). */
type Preparable<T> = {
  prepare: (name: string) => { execute: () => Promise<T> };
  execute: () => Promise<T>;
};

/** What drizzle's prepared query holds: its SQL, and node-postgres' query configs with the name. */
type PreparedInternals = {
  query?: { sql?: unknown };
  queryConfig?: { name?: string };
  rawQueryConfig?: { name?: string };
};

const names = new Map<string, string>();

/**
 * Runs a built query as a named (server-side prepared) statement, so PostgreSQL parses and plans
 * its shape once per connection instead of on every request (planning took longer than running
 * the list reads; docs/performance.md). The name is `shape` plus a hash of the SQL text: the same
 * filters give the same text with other parameter values, so each filter combination is one
 * statement, and two texts never share a name (node-postgres refuses that). Use it only for
 * queries whose text comes from a small set of shapes (values as parameters, never inlined):
 * every distinct text stays prepared on each pooled connection. PGlite ignores the name.
 *
 * Building the SQL text is the dearest step in Node (drizzle walks the whole query), so it is
 * built once: drizzle prepares it, and the name is set on node-postgres' query config from the
 * text it holds. Were those fields ever missing, the query runs unnamed, as before.
 *
 * PostgreSQL plans a named statement for its values 5 times, then keeps a generic plan (made
 * without them) when that looks no dearer. A LIMIT parameter defeats that (a plan for an unknown
 * LIMIT assumes a tenth of the rows), so pages take their size as a literal (`pageLimit`, at most
 * 100 values); drizzle leaves out OFFSET 0, so a first page has no unknown at all. `npm run bench`
 * writes the plans of these statements as the 7th execution gets them.
 */
export const executeNamed = <T>(query: Preparable<T>, shape: string | undefined): Promise<T> => {
  // No shape: an unnamed statement, planned for its values every time (a search: its plan
  // depends on how many rows the pattern matches, which a generic plan cannot know).
  if (shape === undefined) return query.execute();
  const prepared = query.prepare(shape);
  const { query: built, queryConfig, rawQueryConfig } = prepared as PreparedInternals;
  const text = built?.sql;
  if (typeof text !== 'string') return query.execute();
  let name = names.get(text);
  if (name === undefined) {
    name = `${shape}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    // Bounded like the statements themselves; a runaway caller would show here first.
    if (names.size < 1000) names.set(text, name);
  }
  // node-postgres' configs carry the name; PGlite's have none (and no named statements).
  if (queryConfig && 'name' in queryConfig) queryConfig.name = name;
  if (rawQueryConfig && 'name' in rawQueryConfig) rawQueryConfig.name = name;
  return prepared.execute();
};

/** The name this SQL text runs under, if it is a named statement (PGlite prepares those too). */
export const statementName = (text: string): string | undefined => names.get(text);

/** Whether this SQL text runs as a named statement (the benchmark explains those as prepared). */
export const isNamedStatement = (text: string) => names.has(text);

/**
 * A page size as a literal in the SQL text, for `.limit()` of a named statement (see above):
 * validated by the contract as an integer of 1 to 100, so a shape has at most 100 texts.
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
 * `key`, then only executed: the hottest reads skip building the SQL text altogether. `build`
 * receives the statement's name (`key`, which must name one text: keys are written out by the
 * callers, never made from values) and returns `query.prepare(name)`.
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
