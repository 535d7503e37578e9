import { parseDateText, toPayloadDate } from '@portal/domain/format';
import { DEFAULT_INVOICE_START_DATE } from '@portal/domain/reference';
import { osloCalendarDate, osloMidnight } from '@portal/domain/time';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activityCategories,
  activityStudents,
  invoiceReceiverStudents,
  invoiceReceivers,
  locations,
  packageDraws,
  packageStudents,
  packageTypes,
  packages,
  students,
  users,
} from '../../db/schema/index';
import { FieldError } from '../../http/errors';
import { INVOICE_PERIOD_MESSAGE } from '../../contract/invoices';
import { getCompanySettings } from '../settings/company-settings';
import { soldFor } from '../packages/read';
import { personName } from '../users/person';
import { rowsOf } from '../../db/rows';

/**
 * 'Fakturaoversikt' (seed 001; domain.md "Packages, invoices"): invoices computed in the database
 * from the packages sold and the lessons with travel, grouped by invoice receiver. Money is numeric
 * in SQL and leaves it as exact two-decimal strings; see docs/api.md for the rounding rule.
 */

export type InvoicePeriod = { start: string; end: string; sent?: boolean };

/** The period of a query: DD.MM.YYYY texts (validated by the contract) to YYYY-MM-DD days. */
export const invoicePeriodOf = (
  query: { start_date?: string; end_date?: string; sent?: boolean },
  now: Date,
): InvoicePeriod => {
  const start = parseDateText(query.start_date ?? DEFAULT_INVOICE_START_DATE)!;
  const end = query.end_date ? parseDateText(query.end_date)! : toPayloadDate(now);
  if (end < start) throw new FieldError({ end_date: [INVOICE_PERIOD_MESSAGE] });
  return { start, end, sent: query.sent };
};

type ReceiverColumns = {
  receiver_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  post_code: string;
  post_code_area: string;
};

type ProductOut = {
  id: number;
  date_sold: string;
  product_info: string;
  quantity: number;
  number_of_payments: number;
  sold_for_price: string;
  partial_payment_fee: string;
  total_price: string;
  price_per_payment: string;
  invoice_exported_date: string | null;
  invoice_sent_date: string | null;
  is_custom: boolean;
};

const receiverSql = sql`r.id as receiver_id, u.first_name, u.last_name, u.email, u.phone_number,
  u.address, u.post_code, u.post_code_area`;

/** Dates from either driver as 'YYYY-MM-DD' (date columns are cast to text in SQL). */
const day = (value: string | null) => (value ? String(value).slice(0, 10) : null);

/**
 * Consecutive rows of one receiver become one invoice (the SQL orders by receiver); `receiverOf`
 * gives a row's receiver columns (on the row, or looked up by its receiver_id).
 */
const byReceiver = <R extends { receiver_id: number }>(
  rows: R[],
  receiverOf: (row: R) => ReceiverColumns,
  product: (row: R) => ProductOut,
) => {
  const out: {
    invoice_receiver: {
      id: number;
      full_name: string;
      email: string;
      phone_number: string;
      address: string;
      post_code: string;
      post_code_area: string;
    };
    products: ProductOut[];
  }[] = [];
  for (const row of rows) {
    const id = Number(row.receiver_id);
    let current = out[out.length - 1];
    if (!current || current.invoice_receiver.id !== id) {
      const r = receiverOf(row);
      current = {
        invoice_receiver: {
          id,
          full_name: personName(r.first_name, r.last_name),
          email: r.email,
          phone_number: r.phone_number,
          address: r.address,
          post_code: r.post_code,
          post_code_area: r.post_code_area,
        },
        products: [],
      };
      out.push(current);
    }
    current.products.push(product(row));
  }
  return out;
};

const sentFilter = (column: SQL | unknown, sent: boolean | undefined) =>
  sent === undefined ? sql`true` : sent ? sql`${column} is not null` : sql`${column} is null`;

/**
 * GET payment/package-invoices/: one product line per package sold in the period (both days
 * included), billed to its receiver. total = sold_for_price + fee × payments when paid in more than
 * one payment; price per payment = total / payments rounded to øre.
 */
export const packageInvoices = async (db: Database, period: InvoicePeriod) => {
  const settings = await getCompanySettings(db);
  const studentNames = sql`(select string_agg(trim(su.first_name || ' ' || su.last_name), ', ' order by su.first_name, su.last_name)
    from ${packageStudents} ps join ${students} s on s.id = ps.student_id join ${users} su on su.id = s.user_id
    where ps.package_id = ${packages.id})`;
  const rows = rowsOf<
    ReceiverColumns & {
      id: number;
      date_sold: string;
      type_name: string;
      student_names: string | null;
      comment: string;
      payments: number;
      sold_for: string;
      fee: string;
      total: string;
      per_payment: string;
      exported: string | null;
      sent: string | null;
    }
  >(
    await db.execute(sql`
      select l.*, (l.sold_for_n + l.fee_n * l.payments)::numeric(14, 2)::text as total,
        round((l.sold_for_n + l.fee_n * l.payments) / l.payments, 2)::numeric(14, 2)::text as per_payment,
        l.sold_for_n::numeric(14, 2)::text as sold_for, l.fee_n::numeric(14, 2)::text as fee
      from (
        select ${packages.id} as id, ${packages.dateSold}::text as date_sold,
          ${packageTypes.name} as type_name, ${studentNames} as student_names,
          ${packages.commentForInvoice} as comment, greatest(${packages.numberOfPayments}, 1) as payments,
          ${soldFor} as sold_for_n,
          case when ${packages.numberOfPayments} > 1 then ${settings.partialPaymentFee}::numeric else 0 end as fee_n,
          ${packages.invoiceExportedDate}::text as exported, ${packages.invoiceSentDate}::text as sent,
          ${receiverSql}
        from ${packages}
        join ${packageTypes} on ${packageTypes.id} = ${packages.packageTypeId}
        join ${invoiceReceivers} r on r.id = ${packages.invoiceReceiverId}
        join ${users} u on u.id = r.user_id
        where ${packages.dateSold} >= ${period.start} and ${packages.dateSold} <= ${period.end}
          and ${sentFilter(packages.invoiceSentDate, period.sent)}
      ) l
      order by l.first_name, l.last_name, l.receiver_id, l.date_sold, l.id`),
  );
  return byReceiver(
    rows,
    (r) => r,
    (r) => ({
      id: Number(r.id),
      date_sold: day(r.date_sold)!,
      product_info: [r.type_name, r.student_names, r.comment.trim()].filter(Boolean).join(' – '),
      quantity: 1,
      number_of_payments: Number(r.payments),
      sold_for_price: r.sold_for,
      partial_payment_fee: r.fee,
      total_price: r.total,
      price_per_payment: r.per_payment,
      invoice_exported_date: day(r.exported),
      invoice_sent_date: day(r.sent),
      is_custom: false,
    }),
  );
};

/** The Oslo midnight after a calendar day 'YYYY-MM-DD'. */
const dayAfter = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(osloMidnight(y, m, d).getTime() + 36 * 3_600_000);
  const c = osloCalendarDate(next);
  return osloMidnight(c.year, c.month, c.day);
};

/**
 * The travel lines of lessons from `from` to before `to`: one per lesson and receiver, ordered by
 * the receiver's place by name, then the lesson's start.
 */
const travelLines = async (
  db: Pick<Database, 'execute'>,
  from: Date,
  to: Date,
  sent: boolean | undefined,
) =>
  rowsOf<{
    id: number;
    receiver_id: number;
    day: string;
    is_custom: boolean;
    category: string;
    student_names: string;
    exported: string | null;
    sent: string | null;
  }>(
    await db.execute(sql`
      with lesson as (
        select ${activities.id} as id, ${activities.startDateTime} as start,
          ${activities.activityCategoryId} as category_id,
          ${activities.travelInvoiceExportedDate}::text as exported,
          ${activities.travelInvoiceSentDate}::text as sent
        from ${activities}
        join ${locations} on ${locations.code} = ${activities.activityLocation} and ${locations.hasTravel}
        where ${activities.travelTime} > 0 and ${activities.summaryDate} is not null
          and ${activities.startDateTime} >= ${from.toISOString()}::timestamptz
          and ${activities.startDateTime} < ${to.toISOString()}::timestamptz
          and ${sentFilter(activities.travelInvoiceSentDate, sent)}
      ),
      drawn as (
        select distinct on (pd.activity_id, pd.student_id) pd.activity_id, pd.student_id,
          p.invoice_receiver_id
        from ${packageDraws} pd join ${packages} p on p.id = pd.package_id
        where pd.activity_id in (select id from lesson)
        order by pd.activity_id, pd.student_id, pd.id
      ),
      billed as (
        select ast.activity_id, coalesce(d.invoice_receiver_id,
            (select min(irs.invoice_receiver_id) from ${invoiceReceiverStudents} irs
              where irs.student_id = ast.student_id)) as receiver_id,
          trim(su.first_name || ' ' || su.last_name) as name
        from lesson l
        join ${activityStudents} ast on ast.activity_id = l.id
        left join drawn d on d.activity_id = ast.activity_id and d.student_id = ast.student_id
        join ${students} s on s.id = ast.student_id
        join ${users} su on su.id = s.user_id
      ),
      line as (
        select activity_id, receiver_id, string_agg(name, ', ' order by name) as student_names
        from billed where receiver_id is not null
        group by activity_id, receiver_id
      )
      select l.id, line.receiver_id, (l.start at time zone 'Europe/Oslo')::date::text as day,
        c.is_custom, c.name as category, line.student_names, l.exported, l.sent
      from line
      join lesson l on l.id = line.activity_id
      join ${activityCategories} c on c.id = l.category_id
      join (select r.id, row_number() over (order by u.first_name, u.last_name, r.id) as rank
        from ${invoiceReceivers} r join ${users} u on u.id = r.user_id) billed_to
        on billed_to.id = line.receiver_id
      order by billed_to.rank, l.start, l.id`),
  );

/** The receivers' columns by id, each once. */
const receiversById = async (db: Pick<Database, 'execute'>, ids: number[]) => {
  const unique = [...new Set(ids.map(Number))];
  const rows = rowsOf<ReceiverColumns>(
    await db.execute(sql`select ${receiverSql} from ${invoiceReceivers} r
      join ${users} u on u.id = r.user_id
      where r.id = any(${`{${unique.join(',')}}`}::int[])`),
  );
  return new Map(rows.map((r) => [Number(r.receiver_id), r]));
};

/**
 * GET payment/travel-invoices/: one product line per completed lesson with travel (a travel time
 * and a place with travel) in the period and per receiver of its students, at the customer travel
 * rate. Lessons of a custom category come flagged is_custom. The receiver billed for a student of a
 * lesson is the receiver of the package the lesson drew the student's hours from (the first draw),
 * else the student's first receiver (pays_for_students).
 *
 * Set-based, for a year of a large company (tens of thousands of lines): the period's lessons
 * once, their draws' receivers in one pass (`distinct on`), then one group per lesson and receiver
 * (a correlated lookup per lesson and student cost about 0.4 s there); the Oslo day of a lesson in
 * SQL (osloCalendarDate per row cost 0.1 s). The lines carry only their receiver's id and place by
 * name (`rank`): sorting 28,576 lines with the receiver's columns on each spilled to disk, and the
 * receivers' columns come once each from a second query.
 */
export const travelInvoices = async (db: Database, period: InvoicePeriod) => {
  const settings = await getCompanySettings(db);
  const [sy, sm, sd] = period.start.split('-').map(Number) as [number, number, number];
  const from = osloMidnight(sy, sm, sd);
  const to = dayAfter(period.end);
  // One snapshot for the lines and their receivers: a receiver changed between the two reads
  // must not go missing from the second.
  const { rows, receivers } = await db.transaction(
    async (tx) => {
      const rows = await travelLines(tx, from, to, period.sent);
      return {
        rows,
        receivers: await receiversById(
          tx,
          rows.map((r) => r.receiver_id),
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // numeric(10, 2): the column's text is already the rate to the øre ('250.00').
  const rate = settings.customerTravelRate;
  return byReceiver(
    rows,
    (r) => receivers.get(Number(r.receiver_id))!,
    (r) => ({
      id: Number(r.id),
      date_sold: r.day,
      product_info: `${r.is_custom ? `Reisetillegg (${r.category})` : 'Reisetillegg'} – ${r.student_names}`,
      quantity: 1,
      number_of_payments: 1,
      sold_for_price: rate,
      partial_payment_fee: '0.00',
      total_price: rate,
      price_per_payment: rate,
      invoice_exported_date: day(r.exported),
      invoice_sent_date: day(r.sent),
      is_custom: Boolean(r.is_custom),
    }),
  );
};
