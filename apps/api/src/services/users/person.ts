import { ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { containsPattern, fullNameSql } from '../../http/list-query';

/**
 * A person's name and contact on the `users` row a list joins: the lists of students, teachers and
 * invoice receivers search and order by the same fields in the same way.
 */

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

/** A person list's search: the text in the name, the e-mail or (`withPhone`) the phone number. */
export const personSearch = (search: string | undefined, withPhone = true): SQL | undefined => {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(userFullName, pattern),
    ilike(users.email, pattern),
    withPhone ? ilike(users.phoneNumber, pattern) : undefined,
  );
};
