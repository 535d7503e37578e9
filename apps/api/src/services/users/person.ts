import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  ilike,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { planFence } from '../../db/plan-fence';
import { pageLimit, preparedShape } from '../../db/prepared';
import type { invoiceReceivers, students, teachers } from '../../db/schema/index';
import { cities, users } from '../../db/schema/index';
import { shapedRows } from '../../http/list-page';
import { containsPattern, fullNameSql } from '../../http/list-query';
import type { Viewer } from '../../auth/viewer';

/**
 * A person's name and contact on the `users` row a list joins: the lists of students, teachers and
 * invoice receivers search and order by the same fields in the same way.
 */

/**
 * A person's full name as the API answers it: first and last name with one space, trimmed (a
 * missing part leaves no stray space). The SQL lists' `userFullName` writes the same.
 */
export const personName = (first: string, last: string | null = ''): string =>
  `${first} ${last ?? ''}`.trim();

/** `first_name || ' ' || last_name` of the joined users row. */
export const userFullName = fullNameSql(users.firstName, users.lastName);

/** The orderings of a person list, in the order the contract lists them. */
export const PERSON_ORDERING = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone_number',
] as const;

/** What each of PERSON_ORDERING sorts by. */
export const personOrder = {
  full_name: userFullName,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone_number: users.phoneNumber,
} as const;

/**
 * Joins the person of a student or teacher profile to a query over that profile: their users row
 * (name, contact, postal address) and the city they chose, a left join (city_name null when none).
 * The student list and the teacher's list row and self answer the address with its city name
 * (contract/common.ts postalAddressWithCity) from these two joins. Takes the query in drizzle's
 * dynamic mode (`.$dynamic()`).
 */
export const joinPersonWithCity = <Q extends PgSelect>(
  query: Q,
  profile: typeof students | typeof teachers,
) =>
  query
    .innerJoin(users, eq(users.id, profile.userId))
    .leftJoin(cities, eq(cities.id, users.cityId));

/**
 * How many matched people a list takes as ids, at most. A search that matches more (a common name,
 * a single letter) is planned for its term in the list's own statement.
 */
export const MATCHED_USERS_MAX = 200;

/**
 * The users a search term matches (`by`: the person, as `personMatches`, or the name only), found
 * in the list's own statement: a CTE `matched_users` of one row, `ids`, with at most
 * MATCHED_USERS_MAX + 1 of them. The list's statement is then one prepared shape (listPage)
 * whatever the term: built for each term, a searched list took 1–2.6 ms to plan on every request.
 * The page and its count read the CTE, which PostgreSQL computes once: one match over `users` (the
 * trigram indexes, which take the pattern when the statement runs) and one round trip, where a
 * first statement for the ids made two. `pattern` is `matchPattern`'s, as a value or a
 * placeholder, behind `planFence` so that the statement keeps its generic plan; undefined without
 * one. What a list's build takes from it: `cte`, the WITH of its page's statement; `ids`, the
 * matched ids for `userIdIn` in that statement; `idsAlone`, the same ids for a count run alone (a
 * page past the end), which matches the users itself.
 */
export const peopleMatch = (
  db: Database,
  pattern: unknown,
  by: keyof typeof MATCHES = 'person',
) => {
  if (pattern === undefined) return undefined;
  const ids = sql`array(${matchingUsers(db, pattern, by)})`;
  return {
    cte: db.$with('matched_users', { ids: sql<number[]>`ids` }).as(sql`select ${ids} as ids`),
    ids: sql`(select ids from matched_users)`,
    idsAlone: sql`(select ${ids})`,
  };
};

export type PeopleMatch = NonNullable<ReturnType<typeof peopleMatch>>;

/** The ids of at most MATCHED_USERS_MAX + 1 users a pattern matches (its value or placeholder). */
const matchingUsers = (db: Database, pattern: unknown, by: keyof typeof MATCHES) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(MATCHES[by](planFence(pattern, 'text')))
    .limit(pageLimit(MATCHED_USERS_MAX + 1));

/**
 * A page's `matchedUsers` column, which `searchingPeople` reads: how many users the statement's
 * match holds (MATCHED_USERS_MAX + 1: more than a list takes), 0 without one.
 */
export const matchedUsersColumn = (match: PeopleMatch | undefined) =>
  (match ? sql<number>`(select cardinality(ids) from matched_users)` : sql<number>`0`).mapWith(
    Number,
  );

/** The search pattern of a page read `by` 'match' (for `peopleMatch`), else undefined. */
export const matchPattern = (search: string | undefined, by: PeopleSearch | undefined) => {
  const text = search?.trim();
  return by === 'match' && text ? containsPattern(text) : undefined;
};

/**
 * How a searched list finds its people: in its own statement ('match', `peopleMatch`), or, for
 * a term that matches more people than a list takes as ids, by name ('name'), planned for its term.
 */
export type PeopleSearch = 'match' | 'name';

/**
 * A list page read with its search's match in the statement (`read('match')`, whose rows carry
 * `matchedUsersColumn`), and read again by name when the term matched more people than that. An
 * empty page cannot say how many matched: then they are counted (`matchesTooMany`). Without a
 * term, `read(undefined)`.
 */
export const searchingPeople = async <P extends { rows: { matchedUsers: number }[] }>(
  db: Database,
  search: string | undefined,
  read: (by: PeopleSearch | undefined) => Promise<P>,
  by: keyof typeof MATCHES = 'person',
): Promise<P> => {
  const text = search?.trim();
  if (!text) return read(undefined);
  const page = await read('match');
  const tooMany = page.rows[0]
    ? page.rows[0].matchedUsers > MATCHED_USERS_MAX
    : await matchesTooMany(db, text, by);
  return tooMany ? read('name') : page;
};

/** Whether a term matches more than MATCHED_USERS_MAX users; a prepared statement. */
const matchesTooMany = async (db: Database, text: string, by: keyof typeof MATCHES) => {
  const query = preparedShape(db, `matched_users_${by}`, (name) =>
    matchingUsers(db, sql.placeholder('pattern'), by).prepare(name),
  );
  const rows = await query.execute({ pattern: containsPattern(text) });
  return rows.length > MATCHED_USERS_MAX;
};

/**
 * `column = any(ids)`: a user id column in `peopleMatch`'s ids (or any int[] expression),
 * behind `planFence` so that the list's named statement keeps one plan whatever the term matched.
 */
export const userIdIn = (column: SQL | AnyColumn, ids: SQL): SQL =>
  sql`${column} = any(${planFence(ids, 'int[]')})`;

/** A person matches a pattern: in the name, the e-mail or (`withPhone`) the phone number. */
export const personMatches = (pattern: string | SQL, withPhone = true): SQL =>
  or(
    ilike(userFullName, pattern),
    ilike(users.email, pattern),
    withPhone ? ilike(users.phoneNumber, pattern) : undefined,
  )!;

/**
 * What `peopleMatch` matches a term in: the person (name, e-mail, phone), the name only, or the
 * name and e-mail (the pickers).
 */
const MATCHES = {
  person: (pattern: SQL) => personMatches(pattern),
  name: (pattern: SQL) => ilike(userFullName, pattern),
  nameOrEmail: (pattern: SQL) => personMatches(pattern, false),
} as const;

/** A person list's search (`personMatches` of the term), or undefined without one. */
export const personSearch = (search: string | undefined, withPhone = true): SQL | undefined => {
  const text = search?.trim();
  return text ? personMatches(containsPattern(text), withPhone) : undefined;
};

/**
 * A picker's plain list of people (teachers, invoice receivers): `{id, full_name, email}` of the
 * profiles meeting `where` (for the viewer) and the search (name or e-mail), at most `limit`.
 * Newest first (an index walk); the few rows a search finds, by name. A search finds its people in
 * the statement (`searchingPeople`), so that it too is one named statement whatever the term:
 * planned for each term, a picker's search spent more time in PostgreSQL's planner than in the
 * statement (docs/performance.md).
 */
export const plainPeople = async (
  db: Database,
  profile: typeof teachers | typeof invoiceReceivers,
  viewer: Viewer,
  query: { limit: number; search?: string },
  where: (viewer: Viewer) => (SQL | undefined)[],
) => {
  const { rows } = await searchingPeople(
    db,
    query.search,
    async (by) => ({ rows: await plainPage(db, profile, viewer, query, by, where) }),
    'nameOrEmail',
  );
  return rows.map((r) => ({
    id: r.id,
    full_name: personName(r.first, r.last),
    email: r.email,
  }));
};

/** A picker's rows; `by` as `searchingPeople` reads it. */
const plainPage = (
  db: Database,
  profile: typeof teachers | typeof invoiceReceivers,
  viewer: Viewer,
  query: { limit: number; search?: string },
  by: PeopleSearch | undefined,
  where: (viewer: Viewer) => (SQL | undefined)[],
) => {
  const search = by === 'name' ? personSearch(query.search, false) : undefined;
  return shapedRows(db, {
    // The page size a literal; a term that matched too many people is planned for itself.
    shape: search ? undefined : `plain_${getTableName(profile)}_${query.limit}`,
    inputs: { viewer, pattern: matchPattern(query.search, by) },
    build: (input) => {
      const match = peopleMatch(db, input.pattern, 'nameOrEmail');
      return (match ? db.with(match.cte) : db)
        .select({
          id: profile.id,
          first: users.firstName,
          last: users.lastName,
          email: users.email,
          matchedUsers: matchedUsersColumn(match),
        })
        .from(profile)
        .innerJoin(users, eq(users.id, profile.userId))
        .where(and(...where(input.viewer), match ? userIdIn(profile.userId, match.ids) : search))
        .orderBy(
          ...(by
            ? [asc(users.firstName), asc(users.lastName), asc(profile.id)]
            : [desc(profile.id)]),
        )
        .limit(pageLimit(query.limit));
    },
  });
};
