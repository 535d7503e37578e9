import { forecastRunOut, isExpiredOn } from '@portal/domain/package';
import { osloCalendarDate } from '@portal/domain/time';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonValue } from '../../db/json';
import { countRowsSql } from '../../db/row-counts';
import { pageLimit, preparedShape } from '../../db/prepared';
import { listPage } from '../../http/list-page';
import {
  activities,
  invoiceReceivers,
  orderConfirmations,
  packageDraws,
  packageStudents,
  packageTypePrices,
  packageTypes,
  packages,
  students,
  users,
} from '../../db/schema/index';
import type { Package } from '../../contract/packages';
import { containsPattern, fullNameSql, totalColumn } from '../../http/list-query';
import { decimal } from '../../http/numbers';
import { packagePolicy } from '../../policies/packages';
import { present } from '../../policies/policy';
import type { Viewer } from '../../auth/viewer';
import { studentRefsJson } from '../students/refs';
import {
  type PeopleSearch,
  matchPattern,
  matchedUsersColumn,
  peopleMatch,
  searchingPeople,
  userIdIn,
} from '../users/person';
import { notFound } from '../../http/errors';

const studentsJson = studentRefsJson(
  packageStudents,
  packageStudents.studentId,
  eq(packageStudents.packageId, packages.id),
);

type ConfirmationRef = {
  id: number;
  order_confirmation_purpose: 'NEW_PACKAGE' | 'EDITED_PACKAGE';
  order_confirmation_sent_date: string | null;
  created_at: string;
};

const confirmationsJson = sql<ConfirmationRef[]>`(
  select coalesce(json_agg(json_build_object('id', oc.id,
    'order_confirmation_purpose', oc.order_confirmation_purpose,
    'order_confirmation_sent_date', oc.order_confirmation_sent_date,
    'created_at', oc.created_at) order by oc.created_at, oc.id), '[]'::json)
  from ${orderConfirmations} oc where oc.package_id = ${packages.id})`.mapWith((v: unknown) =>
  jsonValue<ConfirmationRef[]>(v).map((c) => ({
    ...c,
    order_confirmation_sent_date:
      c.order_confirmation_sent_date === null
        ? null
        : new Date(c.order_confirmation_sent_date).toISOString(),
    created_at: new Date(c.created_at).toISOString(),
  })),
);

type DrawnHours = { all: string; recently: string };

/**
 * Hours the package's draws took, in all and by lessons that started in the 8 weeks up to now
 * (the pace of the forecast), in one pass over the draws: each lesson's start looked up by its
 * key (`offset 0` keeps that order, so a plan made without the dates' values, as a named
 * statement gets, never walks every lesson of the 8 weeks by start time for each package).
 * The sums as text, as a numeric column comes: a number in the JSON would arrive a float.
 */
const drawnInAllAndLately = (since: string, now: string) =>
  sql<DrawnHours>`(
  select json_build_object('all', coalesce(sum(pd.hours), 0)::text,
    'recently', coalesce(sum(pd.hours) filter (
      where a.start_date_time > ${since}::timestamptz and a.start_date_time <= ${now}::timestamptz), 0)::text)
  from ${packageDraws} pd
  cross join lateral (select a.start_date_time from ${activities} a where a.id = pd.activity_id offset 0) a
  where pd.package_id = ${packages.id})`.mapWith(jsonValue<DrawnHours>);

/** The price row in force when sold, else the type's newest price. */
const price = sql<string>`coalesce(
  (select tp.price from ${packageTypePrices} tp where tp.id = ${packages.packageTypePriceId}),
  (select tp.price from ${packageTypePrices} tp where tp.package_type_id = ${packages.packageTypeId}
    order by tp.created_at desc, tp.id desc limit 1),
  0)`;

/** sold_for_price (seed 001 §9), in numeric and rounded to øre once (also the package invoices). */
export const soldFor = sql<string>`round(${price} * (1 - ${packages.discountPercentage} / 100) + ${packages.extraPrice}, 2)`;

const receiverUsers = users;

type PackageListQuery = { limit: number; offset: number; search?: string; id?: number };

/**
 * A page of packages and its total, one statement: `typeIds` the package types the search names,
 * `by` as `searchingPeople` reads it.
 */
const packagePage = (
  db: Database,
  viewer: Viewer,
  query: PackageListQuery,
  now: Date,
  typeIds: number[],
  by: PeopleSearch | undefined,
) => {
  const text = query.search?.trim();
  const byName = by === 'name' && text ? containsPattern(text) : undefined;
  // One id set from index lookups (a union, not an OR of conditions on joined tables that the
  // planner can only filter every package with): the packages of a matching type, of a matching
  // receiver and of a matching student.
  const searchSql = (types: string | undefined, people: SQL | undefined): SQL | undefined => {
    if (!by) return undefined;
    const byType = types
      ? sql`select p.id from ${packages} p where p.package_type_id = any(${types}::int[]) union `
      : sql``;
    // With the matched people's ids the profiles' user ids suffice; by name, their users rows.
    const receivers = people
      ? sql`where ${userIdIn(sql`r.user_id`, people)}`
      : sql`join ${users} ru on ru.id = r.user_id
        where (ru.first_name || ' ' || ru.last_name) ilike ${byName}`;
    const ofStudents = people
      ? sql`where ${userIdIn(sql`s.user_id`, people)}`
      : sql`join ${users} su on su.id = s.user_id
        where (su.first_name || ' ' || su.last_name) ilike ${byName}`;
    return sql`${packages.id} in (${byType}
    select p.id from ${packages} p join ${invoiceReceivers} r on r.id = p.invoice_receiver_id
      ${receivers}
    union
    select ps.package_id from ${packageStudents} ps join ${students} s on s.id = ps.student_id
      ${ofStudents})`;
  };
  const since = new Date(now.getTime() - 56 * 86_400_000);
  return listPage(db, {
    shape: byName ? undefined : `package_list_${query.limit}`,
    inputs: {
      viewer,
      id: query.id,
      types: typeIds.length ? `{${typeIds.join(',')}}` : undefined,
      pattern: matchPattern(query.search, by),
      since: since.toISOString(),
      now: now.toISOString(),
    },
    offset: query.offset,
    build: (input, { keysFirst }) => {
      const match = peopleMatch(db, input.pattern, 'name');
      // `people`: the matched people's ids, in the page's statement or in a count run alone.
      const where = (people: SQL | undefined) =>
        and(
          packagePolicy.visible(input.viewer),
          searchSql(input.types, people),
          input.id === undefined ? undefined : eq(packages.id, input.id),
        );
      const countSql = countRowsSql(packages, where(match?.ids));
      const order = [desc(packages.dateSold), desc(packages.id)];
      const keys = db
        .select({ id: packages.id })
        .from(packages)
        .where(where(match?.ids))
        .orderBy(...order)
        .limit(pageLimit(query.limit))
        .$dynamic();
      const page = (match ? db.with(match.cte) : db)
        .select({
          id: packages.id,
          name: packageTypes.name,
          typeHours: packageTypes.hoursInPackage,
          additionalHours: packages.additionalHoursAdded,
          drawn: drawnInAllAndLately(input.since, input.now),
          dateSold: packages.dateSold,
          expirationDate: packages.expirationDate,
          soldFor,
          students: studentsJson,
          receiverId: packages.invoiceReceiverId,
          receiverName: sql<string>`trim(${fullNameSql(receiverUsers.firstName, receiverUsers.lastName)})`,
          description: packages.description,
          invoiceSentDate: packages.invoiceSentDate,
          discount: packages.discountPercentage,
          extraPrice: packages.extraPrice,
          numberOfPayments: packages.numberOfPayments,
          commentForInvoice: packages.commentForInvoice,
          packageType: packages.packageTypeId,
          price,
          confirmations: confirmationsJson,
          total: totalColumn(countSql),
          matchedUsers: matchedUsersColumn(match),
        })
        .from(packages)
        .innerJoin(packageTypes, eq(packageTypes.id, packages.packageTypeId))
        .innerJoin(invoiceReceivers, eq(invoiceReceivers.id, packages.invoiceReceiverId))
        .innerJoin(receiverUsers, eq(receiverUsers.id, invoiceReceivers.userId))
        .where(and(where(match?.ids), keysFirst(packages.id, keys)))
        .orderBy(...order)
        .limit(pageLimit(query.limit))
        .$dynamic();
      return { page, countSql: countRowsSql(packages, where(match?.idsAlone)) };
    },
  });
};

/** The package types whose name matches `pattern`: a prepared statement, built once. */
const typesMatching = (db: Database) =>
  preparedShape(db, 'package_types_matching', (name) =>
    db
      .select({ id: packageTypes.id })
      .from(packageTypes)
      .where(ilike(packageTypes.name, sql.placeholder('pattern')))
      .prepare(name),
  );

/** Sold packages the viewer may see, newest sold first; search: type, receiver or student name. */
export const listPackages = async (
  db: Database,
  viewer: Viewer,
  query: PackageListQuery,
  now: Date,
) => {
  const text = query.search?.trim();
  // A type name that matches means a quarter of all packages; the planner cannot tell from the
  // query whether one does, so the few types are matched first, and the type branch is left out
  // when none matches (else its estimate alone makes every search a scan of all packages).
  const typeIds = text
    ? (await typesMatching(db).execute({ pattern: containsPattern(text) })).map((t) => t.id)
    : [];
  // The people whose name matches are found in the page's statement; a term that matches very
  // many is searched by name there instead (searchingPeople).
  const { rows, count: total } = await searchingPeople(
    db,
    text,
    (by) => packagePage(db, viewer, query, now, typeIds, by),
    'name',
  );
  const today = osloCalendarDate(now);
  const results = rows.map((r): Package => {
    // numeric strings: sums in SQL, one subtraction of two-decimal values here.
    const hours = Number(r.typeHours) + Number(r.additionalHours);
    const remaining = hours - Number(r.drawn.all);
    const isExpired = isExpiredOn(r.expirationDate, now);
    const forecast = forecastRunOut({
      remainingHours: isExpired ? 0 : remaining,
      hoursDrawnLast8Weeks: Number(r.drawn.recently),
      today,
    });
    return {
      id: r.id,
      name: r.name,
      hours_in_package: decimal(hours),
      remaining_hours: decimal(remaining),
      is_expired: isExpired,
      date_sold: r.dateSold,
      expiration_date: r.expirationDate,
      sold_for_price: decimal(r.soldFor),
      students: r.students,
      invoice_receiver_name: r.receiverName,
      description: r.description,
      hours_used_last_8_weeks: decimal(r.drawn.recently),
      expected_run_out_date: forecast.kind === 'date' ? forecast.date : null,
      invoice_receiver: r.receiverId,
      invoice_sent_date: r.invoiceSentDate,
      discount_percentage: decimal(r.discount),
      extra_price: decimal(r.extraPrice),
      additional_hours_added: decimal(r.additionalHours),
      number_of_payments: r.numberOfPayments,
      comment_for_invoice: r.commentForInvoice,
      package_type: r.packageType,
      package_type_price: decimal(r.price),
      order_confirmations: r.confirmations,
    };
  });
  return { count: total, results: results.map((p) => present(packagePolicy, viewer, p)) };
};

/** One package as the list shows it to this viewer; 404 when missing or not theirs. */
export const getPackage = async (db: Database, viewer: Viewer, id: number, now: Date) => {
  const page = await listPackages(db, viewer, { limit: 1, offset: 0, id }, now);
  const [pkg] = page.results;
  if (!pkg) throw notFound();
  return pkg;
};
