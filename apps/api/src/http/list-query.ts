import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';

/** An ILIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `first_name || ' ' || last_name` of a users table alias given as SQL. */
export const fullNameSql = (first: SQL | unknown, last: SQL | unknown): SQL =>
  sql`(${first} || ' ' || ${last})`;

/** The field name of a DRF `ordering`, without its direction ('-field' is descending). */
export const orderingKey = (ordering: string) => ordering.replace(/^-/, '');

/** The field a DRF `ordering` ('-field' descending) sorts on, `fallback` when it is unknown. */
export const orderingField = <F extends AnyColumn | SQLWrapper>(
  ordering: string,
  fields: Readonly<Record<string, F>>,
  fallback: F,
): F => fields[orderingKey(ordering)] ?? fallback;

/**
 * The ORDER BY of a DRF `ordering` ('-field' descending) over a list's sortable fields: the field
 * (`fallback` when unknown), then `id` in the same direction so that pages never overlap.
 */
export const orderingBy = (
  ordering: string,
  fields: Readonly<Record<string, AnyColumn | SQLWrapper>>,
  fallback: AnyColumn | SQLWrapper,
  id: AnyColumn,
) => {
  const direction = ordering.startsWith('-') ? desc : asc;
  return [direction(orderingField(ordering, fields, fallback)), direction(id)];
};

/** Page links of a DRF limit/offset page, built from the request URL. */
export const pageLinks = (url: string, count: number, limit: number, offset: number) => {
  const link = (o: number) => {
    const u = new URL(url);
    u.searchParams.set('limit', String(limit));
    if (o > 0) u.searchParams.set('offset', String(o));
    else u.searchParams.delete('offset');
    return u.toString();
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  };
};

/**
 * The `total` column of a list page's select: the list's count subquery (`countSql`), carried by
 * every row so the page and its total are one round trip (read back by `pageTotal`).
 */
export const totalColumn = (countSql: SQL) => sql<number>`${countSql}`.mapWith(Number);

/**
 * The total of a list page whose rows carry it (`countSql`, a scalar count subquery in the page's
 * select). An offset past the end returns no row to carry it: the same count then runs alone.
 */
export const pageTotal = async (
  db: Pick<Database, 'execute'>,
  rows: readonly { total: number }[],
  offset: number,
  countSql: SQL,
): Promise<number> => {
  if (rows[0]) return rows[0].total;
  if (offset === 0) return 0;
  const result = (await db.execute(sql`select ${countSql} as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
};

/** The answer of a list route: the page's count and rows with the links beside it (DRF's order). */
export const pageBody = <T>(
  url: string,
  query: { limit: number; offset: number },
  page: { count: number; results: T },
) => ({
  count: page.count,
  ...pageLinks(url, page.count, query.limit, query.offset),
  results: page.results,
});
