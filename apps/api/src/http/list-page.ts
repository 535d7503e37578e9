import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/client';
import { planFence } from '../db/plan-fence';
import { preparedShape, roomForShape } from '../db/prepared';
import { pageTotal } from './list-query';

/** What a list's `build` returns: its page (filtered, ordered, limited) and its count. */
type Built<Row> = { page: PageQuery<Row>; countSql: SQL };

/** A built drizzle select that can run, be prepared under a name, and show its SQL. */
type Runnable<Row> = {
  prepare: (name: string) => {
    execute: (values?: Record<string, unknown>) => Promise<Row[]>;
  };
  execute: () => Promise<Row[]>;
  toSQL: () => { sql: string };
};

/** A drizzle select, ordered and limited (`$dynamic()`), awaiting its offset. */
type PageQuery<Row> = Runnable<Row> & { offset: (offset: number) => PageQuery<Row> };

/**
 * What `build` knows of the page. `later`: the page comes after the first. `keysFirst(key, keys)`:
 * on a later page, the condition that keeps the list to the page's rows, chosen by `keys` (a
 * select of `key` alone under the list's own conditions and order, limited), to which listPage
 * adds the offset; the list's page then goes without one. On a first page it is undefined.
 * PostgreSQL works out a select's columns, subqueries and all, for every row an OFFSET skips: the
 * staff's package list took 139 ms at offset 5,000 against 6 ms on its first page.
 */
type PageInfo = {
  later: boolean;
  keysFirst: (key: AnyPgColumn, keys: PageQuery<unknown>) => SQL | undefined;
};

/** The request's values a list's SQL depends on: the viewer, and values such as filters or today. */
type Inputs = { viewer: Viewer } & Record<string, unknown>;

const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The viewer with its ids as placeholders, the values that fill them, and what of the viewer
 * shapes the SQL text: the kind, and which profiles a customer has (the policies test those).
 */
const viewerShape = (viewer: Viewer) => {
  const user = placeholder<number>('viewer_user');
  switch (viewer.kind) {
    case 'teacher':
      return {
        key: 'teacher',
        viewer: { ...viewer, userId: user, teacherId: placeholder<number>('viewer_teacher') },
        values: { viewer_user: viewer.userId, viewer_teacher: viewer.teacherId },
      };
    case 'staff':
      return {
        key: 'staff',
        viewer: { ...viewer, userId: user },
        values: { viewer_user: viewer.userId },
      };
    case 'customer':
      return {
        key: `customer${viewer.studentId === null ? '' : '_student'}${viewer.receiverId === null ? '' : '_receiver'}`,
        viewer: {
          ...viewer,
          userId: user,
          studentId: viewer.studentId === null ? null : placeholder<number>('viewer_student'),
          receiverId: viewer.receiverId === null ? null : placeholder<number>('viewer_receiver'),
        },
        values: {
          viewer_user: viewer.userId,
          viewer_student: viewer.studentId,
          viewer_receiver: viewer.receiverId,
        },
      };
  }
};

/**
 * The inputs as placeholders (an absent value stays absent: it leaves its condition out of the
 * text), their values, and a key naming the text they give.
 */
const shapeOf = <I extends Inputs>(inputs: I) => {
  const v = viewerShape(inputs.viewer);
  const held: Record<string, unknown> = { viewer: v.viewer };
  const values: Record<string, unknown> = { ...v.values };
  const key = [v.key];
  for (const [name, value] of Object.entries(inputs)) {
    if (name === 'viewer') continue;
    const absent = value === undefined || value === null;
    held[name] = absent ? value : placeholder(name);
    if (!absent) values[name] = value;
    key.push(`${name}${absent ? '-' : '+'}`);
  }
  return { inputs: held as I, values, key: key.join('_') };
};

/** The texts each shape was built with, to catch a key that names two texts (tests only). */
const texts = new Map<string, string>();

/**
 * The rows of the query `build` makes from `inputs` (the viewer and the request's values). For a
 * `shape` (the read's name and what else writes its text: ordering, page size, status...), it is
 * called once with the inputs as placeholders and prepared (`preparedShape`): later requests only
 * execute it, without building the SQL again (the dearest step in Node: lists read this way
 * answered a third to a half more requests). Without a shape (a search, planned for its term), or
 * past the number of shapes kept, it is built for the request.
 * Under the API tests every request builds the text again and checks that the key names it.
 */
export const shapedRows = async <Row, I extends Inputs>(
  db: Database,
  spec: { shape: string | undefined; inputs: I; build: (inputs: I) => Runnable<Row> },
): Promise<Row[]> => {
  const shaped = spec.shape === undefined ? undefined : shapeOf(spec.inputs);
  const key = shaped && `${spec.shape}_${shaped.key}`;
  if (!shaped || !key || !roomForShape(db, key)) return spec.build(spec.inputs).execute();
  const prepared = preparedShape(db, key, (name) => {
    const query = spec.build(shaped.inputs);
    texts.set(key, query.toSQL().sql);
    return query.prepare(name);
  });
  if (process.env.VITEST && texts.get(key) !== spec.build(shaped.inputs).toSQL().sql) {
    throw new Error(`shape ${key} names two SQL texts`);
  }
  return prepared.execute(shaped.values);
};

/**
 * A page of a list and its total, the way every list reads them: one statement, with the count
 * as a subquery on each row (`totalColumn`), run alone only for an offset past the end.
 *
 * `build` makes the list's query from `inputs`, run as `shapedRows` runs it. listPage adds the
 * offset (a placeholder of its own shape) to the query `build` returns, or to the keys `build`
 * hands to `keysFirst` (see `PageInfo`). `later` lets a list that chooses its rows inside its
 * statement before the offset applies (the customer's lessons) do so on the first page only.
 */
export const listPage = async <Row extends { total: number }, I extends Inputs>(
  db: Database,
  spec: {
    shape: string | undefined;
    inputs: I;
    offset: number;
    build: (inputs: I, page: PageInfo) => Built<Row>;
  },
): Promise<{ rows: Row[]; count: number }> => {
  const later = spec.offset > 0;
  const rows = await shapedRows(db, {
    shape: spec.shape,
    // A first page has no OFFSET (drizzle leaves out 0), a later one the offset's placeholder.
    inputs: { ...spec.inputs, offset: later ? spec.offset : undefined },
    build: ({ offset, ...inputs }) => {
      let keyed = false;
      const keysFirst: PageInfo['keysFirst'] = (key, keys) => {
        if (offset === undefined) return undefined;
        keyed = true;
        // Behind the planner fence: a plan made for the offset's value (it sways the keys' and
        // the page's estimates) looked cheaper than the generic one, so every later page was
        // planned again (6.8 ms for the staff's lessons at offset 5,000).
        return sql`${key} in (${keys.offset(planFence(offset, 'int') as unknown as number)})`;
      };
      const { page } = spec.build(inputs as unknown as I, { later, keysFirst });
      return offset === undefined || keyed ? page : page.offset(offset as number);
    },
  });
  // Past the end no row carries the total: the count runs alone, built for the request's values.
  const count =
    rows[0]?.total ??
    (spec.offset === 0
      ? 0
      : await pageTotal(
          db,
          rows,
          spec.offset,
          spec.build(spec.inputs, { later, keysFirst: () => undefined }).countSql,
        ));
  return { rows, count };
};
