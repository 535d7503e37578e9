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
import { JsonText } from '../../http/json-answer';

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

/** An invoice's receiver as the answer names it. */
const invoiceReceiver = (id: number, r: ReceiverColumns) => ({
  id,
  full_name: personName(r.first_name, r.last_name),
  email: r.email,
  phone_number: r.phone_number,
  address: r.address,
  post_code: r.post_code,
  post_code_area: r.post_code_area,
});

type Invoice = { invoice_receiver: ReturnType<typeof invoiceReceiver>; products: ProductOut[] };

/**
 * Consecutive rows of one receiver become one invoice (the SQL orders by receiver); `receiverOf`
 * gives a row's receiver columns.
 */
const byReceiver = <R extends { receiver_id: number }>(
  rows: R[],
  receiverOf: (row: R) => ReceiverColumns,
  product: (row: R) => ProductOut,
) => {
  const out: Invoice[] = [];
  for (const row of rows) {
    const id = Number(row.receiver_id);
    let current = out[out.length - 1];
    if (!current || current.invoice_receiver.id !== id) {
      current = { invoice_receiver: invoiceReceiver(id, receiverOf(row)), products: [] };
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
 * The period's completed lessons with travel, one row per lesson and student, in the order the
 * lines go out within a receiver (start, then lesson). `receiver_id` is the receiver of the
 * package of `draw_id` (a lesson's student may have been drawn more than once: the first draw
 * bills), or, with no draw, the student's first receiver; null when the student has neither.
 * `custom_category` names a custom category, and is null for the others.
 *
 * The lesson's id comes as the text the answer writes. Its Oslo day and its invoice dates come as
 * day numbers (`dayNumberJson` writes them): a year has 28,000 rows and at most 366 days, and the
 * three dates of every row as text were 85,000 strings for Node to keep and collect
 * (docs/performance.md).
 */
const travelRows = async (
  db: Pick<Database, 'execute'>,
  from: Date,
  to: Date,
  sent: boolean | undefined,
) =>
  rowsOf<{
    id: string;
    day: number;
    custom_category: string | null;
    exported: number | null;
    sent: number | null;
    student_id: number;
    draw_id: number | null;
    receiver_id: number | null;
  }>(
    await db.execute(sql`
      select a.id::text, (a.start_date_time at time zone 'Europe/Oslo')::date - date 'epoch' as day,
        case when c.is_custom then c.name end as custom_category,
        a.travel_invoice_exported_date - date 'epoch' as exported,
        a.travel_invoice_sent_date - date 'epoch' as sent,
        ast.student_id, pd.id as draw_id,
        coalesce(p.invoice_receiver_id, (select min(irs.invoice_receiver_id)
          from ${invoiceReceiverStudents} irs where irs.student_id = ast.student_id)) as receiver_id
      from ${activities} a
      join ${locations} on ${locations.code} = a.activity_location and ${locations.hasTravel}
      join ${activityCategories} c on c.id = a.activity_category_id
      join ${activityStudents} ast on ast.activity_id = a.id
      left join ${packageDraws} pd on pd.activity_id = a.id and pd.student_id = ast.student_id
      left join ${packages} p on p.id = pd.package_id
      where a.travel_time > 0 and a.summary_date is not null
        and a.start_date_time >= ${from.toISOString()}::timestamptz
        and a.start_date_time < ${to.toISOString()}::timestamptz
        and ${sentFilter(sql`a.travel_invoice_sent_date`, sent)}
      order by a.start_date_time, a.id`),
  );

/**
 * The receivers' columns by id, each once, in the order their invoices go out (by name, then
 * id: a subset keeps the order of the whole); the map iterates in that order.
 */
const receiversById = async (db: Pick<Database, 'execute'>, ids: number[]) => {
  const rows = rowsOf<ReceiverColumns>(
    await db.execute(sql`select ${receiverSql} from ${invoiceReceivers} r
      join ${users} u on u.id = r.user_id
      where r.id = any(${idArray(ids)}::int[])
      order by u.first_name, u.last_name, r.id`),
  );
  return new Map(rows.map((r) => [Number(r.receiver_id), r]));
};

/**
 * Students' full names by id, as the inside of a JSON string, each with its place when the names
 * are sorted (as SQL sorts).
 */
const studentNames = async (db: Pick<Database, 'execute'>, ids: number[]) => {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select s.id, trim(u.first_name || ' ' || u.last_name) as name
      from ${students} s join ${users} u on u.id = s.user_id
      where s.id = any(${idArray(ids)}::int[])
      order by 2`),
  );
  return new Map(rows.map((r, place) => [Number(r.id), { json: jsonInside(r.name), place }]));
};

/** Distinct ids as a Postgres int[] literal. */
const idArray = (ids: number[]) => `{${[...new Set(ids.map(Number))].join(',')}}`;

type TravelRow = Awaited<ReturnType<typeof travelRows>>[number];

/** A receiver's line: a lesson (its first row) and the students of it the receiver pays for. */
type TravelLine = { row: TravelRow; students: number[] };

/**
 * The lines of each receiver from the rows of `travelRows`, one per lesson, in the rows' order
 * (start, lesson): each lesson's student is billed by its first draw, and a line names the
 * students its receiver pays for. A lesson's rows are consecutive, so each is decided among its
 * own few rows: a map of every lesson and student, keyed by text, was a tenth of the request's
 * garbage (docs/performance.md).
 */
const travelLinesByReceiver = (rows: TravelRow[]) => {
  const byReceiver = new Map<number, TravelLine[]>();
  // The students the lines name, gathered here: spreading every line's students into one array
  // afterwards took 20 ms for a year (docs/performance.md).
  const students = new Set<number>();
  for (let first = 0, end = 0; first < rows.length; first = end) {
    const lesson = rows[first]!.id;
    while (end < rows.length && rows[end]!.id === lesson) end++;
    for (let i = first; i < end; i++) {
      const row = rows[i]!;
      if (row.receiver_id === null || !isFirstDraw(rows, first, end, i)) continue;
      const receiver = Number(row.receiver_id);
      const student = Number(row.student_id);
      students.add(student);
      let lines = byReceiver.get(receiver);
      if (!lines) byReceiver.set(receiver, (lines = []));
      const last = lines[lines.length - 1];
      if (last && last.row.id === lesson) last.students.push(student);
      else lines.push({ row, students: [student] });
    }
  }
  return { byReceiver, students };
};

/**
 * Whether row `i` of a lesson's rows `first`..`end` bills its student: no other row of the lesson
 * draws the student's hours with an earlier draw (a row without a draw bills only when alone).
 */
const isFirstDraw = (rows: TravelRow[], first: number, end: number, i: number) => {
  const row = rows[i]!;
  for (let j = first; j < end; j++) {
    const other = rows[j]!;
    if (j === i || Number(other.student_id) !== Number(row.student_id)) continue;
    if (row.draw_id === null) {
      if (other.draw_id !== null || j < i) return false;
    } else if (other.draw_id !== null && Number(other.draw_id) < Number(row.draw_id)) return false;
  }
  return true;
};

/** A text as the inside of a JSON string (escaped, without its quotes). */
const jsonInside = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * A day number (days since 1 January 1970, as `date - date 'epoch'` gives it) as JSON: null, or
 * the day's 'YYYY-MM-DD' in quotes, made once a day per answer.
 */
const dayNumberJson = () => {
  const texts = new Map<number, string>();
  return (days: number | null) => {
    if (days === null) return 'null';
    let text = texts.get(days);
    if (text === undefined)
      texts.set(days, (text = `"${new Date(days * 86_400_000).toISOString().slice(0, 10)}"`));
    return text;
  };
};

/** The lines of a period by receiver, the receivers, and the names of the students they name. */
type TravelRead = {
  lines: Map<number, TravelLine[]>;
  receivers: Map<number, ReceiverColumns>;
  names: Awaited<ReturnType<typeof studentNames>>;
};

/**
 * The period's lines by receiver, the receivers and the students' names, in one snapshot: a
 * receiver or student changed between the reads must not go missing from the second.
 */
const readTravel = async (db: Database, period: InvoicePeriod): Promise<TravelRead> => {
  const [sy, sm, sd] = period.start.split('-').map(Number) as [number, number, number];
  const from = osloMidnight(sy, sm, sd);
  const to = dayAfter(period.end);
  return db.transaction(
    async (tx) => {
      const { byReceiver, students } = travelLinesByReceiver(
        await travelRows(tx, from, to, period.sent),
      );
      return {
        lines: byReceiver,
        receivers: await receiversById(tx, [...byReceiver.keys()]),
        names: await studentNames(tx, [...students]),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
};

/**
 * The travel invoices as JSON text, an invoice at a time in the order they go out (by receiver),
 * each written when the answer's stream asks for more. `rate`: the customer travel rate, the
 * numeric(10, 2) column's text, already to the øre ('250.00').
 */
function* travelInvoiceTexts({ lines, receivers, names }: TravelRead, rate: string) {
  const studentsOf = (ids: number[]) =>
    ids.length === 1
      ? names.get(ids[0]!)!.json
      : ids
          .map((id) => names.get(id)!)
          .sort((a, b) => a.place - b.place)
          .map((n) => n.json)
          .join(', ');
  const titles = new Map<string, string>();
  const title = (category: string | null) => {
    if (category === null) return 'Reisetillegg';
    let text = titles.get(category);
    if (text === undefined) titles.set(category, (text = jsonInside(`Reisetillegg (${category})`)));
    return text;
  };
  const dayJson = dayNumberJson();
  const rateJson = JSON.stringify(rate);
  const prices = `"quantity":1,"number_of_payments":1,"sold_for_price":${rateJson},"partial_payment_fee":"0.00","total_price":${rateJson},"price_per_payment":${rateJson}`;
  let separator = '[';
  for (const [id, receiver] of receivers) {
    // An invoice's pieces, joined once.
    const out = [
      `${separator}{"invoice_receiver":${JSON.stringify(invoiceReceiver(id, receiver))},"products":[`,
    ];
    for (const { row: r, students } of lines.get(id)!)
      out.push(
        out.length > 1 ? ',{"id":' : '{"id":',
        r.id,
        ',"date_sold":',
        dayJson(r.day),
        ',"product_info":"',
        title(r.custom_category),
        ' \\u2013 ',
        studentsOf(students),
        '",',
        prices,
        ',"invoice_exported_date":',
        dayJson(r.exported),
        ',"invoice_sent_date":',
        dayJson(r.sent),
        r.custom_category === null ? ',"is_custom":false}' : ',"is_custom":true}',
      );
    out.push(']}');
    yield out.join('');
    separator = ',';
  }
  yield separator === '[' ? '[]' : ']';
}

/**
 * GET payment/travel-invoices/ as JSON text: one product line per completed lesson with travel (a
 * travel time and a place with travel) in the period and per receiver of its students, at the
 * customer travel rate. Lessons of a custom category come flagged is_custom. The receiver billed
 * for a student of a lesson is the receiver of the package the lesson drew the student's hours
 * from (the first draw), else the student's first receiver (pays_for_students).
 *
 * For a year of a large company (tens of thousands of lines), the database reads the period's
 * lessons with their students and draws in one set-based pass, and the lines are formed here:
 * choosing each first draw, grouping by lesson and receiver, and the order by receiver were three
 * sorts and a grouping of every line in the statement, about half of its time (docs/performance.md).
 * The receivers' and students' names come once each, with their places by name as SQL sorts them.
 *
 * The answer is written as JSON text, invoice by invoice as it is sent (`travelInvoiceTexts`),
 * not built as objects for `JSON.stringify`: the first invoices are on their way, gzipped, while
 * the last are written, and the client unpacks them meanwhile (a year of a large company: 28,000
 * lines, 9.7 MB; docs/performance.md). Each name is escaped once, and the lines' en dash is
 * written as its escape, `\u2013`: the text stays one byte a character where every name is
 * Latin-1, which V8 encodes faster than a two-byte text. The test of every field
 * (test/resources/invoices.test.ts) keeps the text and `Invoice` one shape.
 */
export const travelInvoicesJson = async (
  db: Database,
  period: InvoicePeriod,
): Promise<JsonText<Invoice[]>> => {
  const settings = await getCompanySettings(db);
  return new JsonText(
    travelInvoiceTexts(await readTravel(db, period), settings.customerTravelRate),
  );
};
