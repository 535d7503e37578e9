import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { planFence } from '../../db/plan-fence';
import { pageLimit, preparedShape } from '../../db/prepared';
import type { invoiceReceivers, students, teachers } from '../../db/schema/index';
import { cities, users } from '../../db/schema/index';
import { containsPattern, fullNameSql } from '../../http/list-query';

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
 * a single letter) is planned for its term in the list's own statement, as before.
 */
export const MATCHED_USERS_MAX = 200;

/**
 * The users a search term matches (`by`: the person, as `personMatches`, or the name only), as a
 * Postgres int[] literal, for a list to filter with `userIdIn`. The list's statement can then be
 * one prepared shape (listPage) with the ids as a parameter. Built for each term, a searched list
 * took 1–2.6 ms to plan on every request, and it matched the names twice, once for the page and
 * once for the count. Here one small statement over `users` (the trigram indexes, which take the
 * pattern when the statement runs) is prepared once, its pattern behind `planFence` so that it
 * keeps its generic plan. `undefined` without a search; `null` when more than MATCHED_USERS_MAX
 * match.
 */
export const matchedUserIds = async (
  db: Database,
  search: string | undefined,
  by: keyof typeof MATCHES = 'person',
): Promise<string | null | undefined> => {
  const text = search?.trim();
  if (!text) return undefined;
  // Built once per database and `by` (building the SQL was a tenth of a searched list's work).
  const query = preparedShape(db, `matched_users_${by}`, (name) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(MATCHES[by](planFence(sql.placeholder('pattern'), 'text')))
      .limit(pageLimit(MATCHED_USERS_MAX + 1))
      .prepare(name),
  );
  const rows = await query.execute({ pattern: containsPattern(text) });
  if (rows.length > MATCHED_USERS_MAX) return null;
  return `{${rows.map((r) => r.id).join(',')}}`;
};

/**
 * `column = any(ids)`: a user id column in `matchedUserIds`' list (its value or a placeholder),
 * behind `planFence` so that the list's named statement keeps one plan whatever the term matched.
 */
export const userIdIn = (column: SQL | AnyColumn, ids: string): SQL =>
  sql`${column} = any(${planFence(ids, 'int[]')})`;

/** A person matches a pattern: in the name, the e-mail or (`withPhone`) the phone number. */
export const personMatches = (pattern: string | SQL, withPhone = true): SQL =>
  or(
    ilike(userFullName, pattern),
    ilike(users.email, pattern),
    withPhone ? ilike(users.phoneNumber, pattern) : undefined,
  )!;

/** What `matchedUserIds` matches a term in: the person (name, e-mail, phone) or the name only. */
const MATCHES = {
  person: (pattern: SQL) => personMatches(pattern),
  name: (pattern: SQL) => ilike(userFullName, pattern),
} as const;

/** A person list's search (`personMatches` of the term), or undefined without one. */
export const personSearch = (search: string | undefined, withPhone = true): SQL | undefined => {
  const text = search?.trim();
  return text ? personMatches(containsPattern(text), withPhone) : undefined;
};

/**
 * A picker's plain list of people (teachers, invoice receivers): `{id, full_name, email}` of the
 * profiles meeting `where` and the search (name or e-mail), at most `limit`. Newest first (an index
 * walk); the few rows a search finds, by name.
 */
export const plainPeople = async (
  db: Database,
  profile: typeof teachers | typeof invoiceReceivers,
  query: { limit: number; search?: string },
  ...where: (SQL | undefined)[]
) => {
  const search = personSearch(query.search, false);
  const rows = await db
    .select({ id: profile.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(profile)
    .innerJoin(users, eq(users.id, profile.userId))
    .where(and(...where, search))
    .orderBy(
      ...(search
        ? [asc(users.firstName), asc(users.lastName), asc(profile.id)]
        : [desc(profile.id)]),
    )
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    full_name: personName(r.first, r.last),
    email: r.email,
  }));
};
