import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageLimit } from '../../db/prepared';
import { listPage } from '../../http/list-page';
import { countRowsSql } from '../../db/row-counts';
import { invoiceReceiverStudents, invoiceReceivers, users } from '../../db/schema/index';
import { orderingBy, orderingKey, totalColumn } from '../../http/list-query';
import type { Viewer } from '../../auth/viewer';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { present } from '../../policies/policy';
import {
  PERSON_ORDERING,
  type PeopleMatch,
  type PeopleSearch,
  matchPattern,
  matchedUsersColumn,
  peopleMatch,
  personOrder,
  personSearch,
  plainPeople,
  personName,
  searchingPeople,
  userIdIn,
} from '../users/person';
import { studentRefsJson } from '../students/refs';

export const RECEIVER_ORDERING = [
  'id',
  ...PERSON_ORDERING,
  'post_code_area',
  'created_at',
] as const;

/**
 * Receivers with their user's name and contact and the students they pay for (in the same
 * statement); `total` as in selectActivities.
 */
const selectReceivers = (db: Database, total: SQL = sql`0`, match?: PeopleMatch) =>
  (match ? db.with(match.cte) : db)
    .select({
      id: invoiceReceivers.id,
      selfAsStudent: invoiceReceivers.selfAsStudent,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
      address: users.address,
      postCode: users.postCode,
      postCodeArea: users.postCodeArea,
      // In the order they were registered, as the overview has always listed them.
      paysFor: studentRefsJson(
        invoiceReceiverStudents,
        invoiceReceiverStudents.studentId,
        eq(invoiceReceiverStudents.invoiceReceiverId, invoiceReceivers.id),
        'id',
      ),
      total: totalColumn(total),
      matchedUsers: matchedUsersColumn(match),
    })
    .from(invoiceReceivers)
    .innerJoin(users, eq(users.id, invoiceReceivers.userId));

type ReceiverRow = Awaited<ReturnType<ReturnType<typeof selectReceivers>['execute']>>[number];

const toReceiver = (r: ReceiverRow) => ({
  id: r.id,
  full_name: personName(r.first, r.last),
  first_name: r.first,
  last_name: r.last,
  email: r.email,
  phone_number: r.phone,
  address: r.address,
  post_code: r.postCode,
  post_code_area: r.postCodeArea,
  self_as_student: r.selfAsStudent,
  students_to_pay_for: r.paysFor,
});

/** One receiver as the list shows it, answered by the writes (no policy: they check access). */
export const receiverById = async (db: Database, id: number) => {
  const [r] = await selectReceivers(db).where(eq(invoiceReceivers.id, id));
  if (!r) throw new Error('receiver missing');
  return toReceiver(r);
};

/**
 * GET user/invoice-receiver/ (staff): a page of receivers with the students they pay for, newest
 * (-id) first unless ordered otherwise. search: name, e-mail or phone.
 */
export const listInvoiceReceivers = async (
  db: Database,
  viewer: Viewer,
  query: ReceiverListQuery,
) => {
  const { rows, count } = await searchingPeople(db, query.search, (by) =>
    receiverPage(db, viewer, query, by),
  );
  return {
    count,
    results: rows.map((r) => present(invoiceReceiverPolicy, viewer, toReceiver(r))),
  };
};

type ReceiverListQuery = { limit: number; offset: number; search?: string; ordering?: string };

/** A page of receivers and its total, one statement; `by` as `searchingPeople` reads it. */
const receiverPage = (
  db: Database,
  viewer: Viewer,
  query: ReceiverListQuery,
  by: PeopleSearch | undefined,
) => {
  const search = by === 'name' ? personSearch(query.search) : undefined;
  const personal = { ...personOrder, post_code_area: users.postCodeArea } as const;
  const order = {
    id: invoiceReceivers.id,
    ...personal,
    created_at: invoiceReceivers.createdAt,
  } as const;
  const ordering = query.ordering ?? '-id';
  return listPage(db, {
    shape: search ? undefined : `receiver_list_${ordering}_${query.limit}`,
    inputs: { viewer, pattern: matchPattern(query.search, by) },
    offset: query.offset,
    build: (input, { keysFirst }) => {
      const match = peopleMatch(db, input.pattern);
      // `ids`: the matched people's, in the page's statement or in a count run alone.
      const where = (ids: SQL | undefined) =>
        and(
          invoiceReceiverPolicy.visible(input.viewer),
          ids ? userIdIn(invoiceReceivers.userId, ids) : search,
        );
      // Without a search the count needs no join.
      const count = (ids: SQL | undefined) =>
        search
          ? sql`(select count(*) from ${invoiceReceivers} inner join ${users} on ${users.id} = ${invoiceReceivers.userId} where ${where(ids) ?? sql`true`})`
          : countRowsSql(invoiceReceivers, where(ids));
      const orderBy = orderingBy(ordering, order, invoiceReceivers.id, invoiceReceivers.id);
      // A page's keys (`keysFirst`): the receivers alone, or with their person for a name search
      // or an order on it. The matched people's CTE is the page's own.
      const receivers = db.select({ id: invoiceReceivers.id }).from(invoiceReceivers).$dynamic();
      const keys = (
        search || Object.hasOwn(personal, orderingKey(ordering))
          ? receivers.innerJoin(users, eq(users.id, invoiceReceivers.userId))
          : receivers
      )
        .where(where(match?.ids))
        .orderBy(...orderBy)
        .limit(pageLimit(query.limit))
        .$dynamic();
      const page = selectReceivers(db, count(match?.ids), match)
        .where(and(where(match?.ids), keysFirst(invoiceReceivers.id, keys)))
        .orderBy(...orderBy)
        .limit(pageLimit(query.limit))
        .$dynamic();
      return { page, countSql: count(match?.idsAlone) };
    },
  });
};

/** GET user/invoice-receiver/list-plain/: receivers (the picker), at most `limit`. */
export const plainInvoiceReceivers = async (
  db: Database,
  viewer: Viewer,
  query: { limit: number; search?: string },
) => plainPeople(db, invoiceReceivers, viewer, query, (v) => [invoiceReceiverPolicy.visible(v)]);
