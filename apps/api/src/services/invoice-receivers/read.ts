import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceReceiverStudents, invoiceReceivers, students, users } from '../../db/schema/index';
import { orderingBy, pageTotal, totalColumn } from '../../http/list-query';
import type { Viewer } from '../../auth/viewer';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { present } from '../../policies/policy';
import {
  PERSON_ORDERING,
  personOrder,
  personSearch,
  plainPeople,
  personName,
} from '../users/person';

export const RECEIVER_ORDERING = [
  'id',
  ...PERSON_ORDERING,
  'post_code_area',
  'created_at',
] as const;

/** The students each receiver on a page pays for, one query. */
const studentsToPayFor = async (db: Database, ids: number[]) => {
  const out = new Map<number, { id: number; full_name: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      receiverId: invoiceReceiverStudents.invoiceReceiverId,
      id: students.id,
      first: users.firstName,
      last: users.lastName,
    })
    .from(invoiceReceiverStudents)
    .innerJoin(students, eq(students.id, invoiceReceiverStudents.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(invoiceReceiverStudents.invoiceReceiverId, ids))
    .orderBy(asc(students.id));
  for (const r of rows)
    out.set(r.receiverId, [
      ...(out.get(r.receiverId) ?? []),
      { id: r.id, full_name: personName(r.first, r.last) },
    ]);
  return out;
};

/** Receivers with their user's name and contact; `total` as in selectActivities. */
const selectReceivers = (db: Database, total: SQL = sql`0`) =>
  db
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
      total: totalColumn(total),
    })
    .from(invoiceReceivers)
    .innerJoin(users, eq(users.id, invoiceReceivers.userId));

type ReceiverRow = Awaited<ReturnType<ReturnType<typeof selectReceivers>['execute']>>[number];

const toReceiver = (r: ReceiverRow, paysFor: Map<number, { id: number; full_name: string }[]>) => ({
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
  students_to_pay_for: paysFor.get(r.id) ?? [],
});

/** One receiver as the list shows it, answered by the writes (no policy: they check access). */
export const receiverById = async (db: Database, id: number) => {
  const [r] = await selectReceivers(db).where(eq(invoiceReceivers.id, id));
  if (!r) throw new Error('receiver missing');
  return toReceiver(r, await studentsToPayFor(db, [id]));
};

/**
 * GET user/invoice-receiver/ (staff): a page of receivers with the students they pay for, newest
 * (-id) first unless ordered otherwise. search: name, e-mail or phone.
 */
export const listInvoiceReceivers = async (
  db: Database,
  viewer: Viewer,
  query: { limit: number; offset: number; search?: string; ordering?: string },
) => {
  const search = personSearch(query.search);
  const where = and(invoiceReceiverPolicy.visible(viewer), search);
  // Without a search the count needs no join: an index-only count of the receivers.
  const countSql = search
    ? sql`(select count(*) from ${invoiceReceivers} inner join ${users} on ${users.id} = ${invoiceReceivers.userId} where ${where ?? sql`true`})`
    : sql`(select count(*) from ${invoiceReceivers} where ${where ?? sql`true`})`;
  const order = {
    id: invoiceReceivers.id,
    ...personOrder,
    post_code_area: users.postCodeArea,
    created_at: invoiceReceivers.createdAt,
  } as const;
  const ordering = query.ordering ?? '-id';
  const rows = await selectReceivers(db, countSql)
    .where(where)
    .orderBy(...orderingBy(ordering, order, invoiceReceivers.id, invoiceReceivers.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(db, rows, query.offset, countSql);
  const paysFor = await studentsToPayFor(
    db,
    rows.map((r) => r.id),
  );
  return {
    count: total,
    results: rows.map((r) => present(invoiceReceiverPolicy, viewer, toReceiver(r, paysFor))),
  };
};

/** GET user/invoice-receiver/list-plain/: receivers (the picker), at most `limit`. */
export const plainInvoiceReceivers = async (
  db: Database,
  viewer: Viewer,
  query: { limit: number; search?: string },
) => plainPeople(db, invoiceReceivers, query, invoiceReceiverPolicy.visible(viewer));
