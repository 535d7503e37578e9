import { formatDateText, oreToDecimal, toOre, toPayloadDate } from '@portal/domain/format';
import { unpaidSalaryEnd } from '@portal/domain/salary';
import { addCalendarMonths, osloCalendarDate, osloMidnight } from '@portal/domain/time';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activityStudents,
  invoiceReceivers,
  packageDraws,
  packageTypes,
  packages,
  students,
  teachers,
  users,
} from '../../db/schema/index';
import type { MONTH_CHECK_KINDS } from '../../contract/economy';
import { rowsOf } from '../../db/rows';

// The lessons of a month drive every query: their draws and students are read per lesson by index
// (`join lateral (… offset 0)` keeps the planner from hashing the whole draws or students table),
// so the cost follows the month, not the company's history.

/**
 * The month check (issue 14, item 5): for the lessons held in a month (started in it, before now,
 * Oslo time), per teacher and per package the hours taught, drawn from packages, invoiced and paid,
 * and every disagreement with the record it is about. Hours are numeric sums in SQL, sent as
 * two-decimal strings.
 */

export type MonthCheckMonth = { month: number; year: number };

/** The month a query asks for; by default the last whole month in Oslo. */
export const monthCheckMonthOf = (
  query: { month?: number; year?: number },
  now: Date,
): MonthCheckMonth => {
  if (query.month !== undefined && query.year !== undefined)
    return { month: query.month, year: query.year };
  const last = addCalendarMonths({ ...osloCalendarDate(now), day: 1 }, -1);
  return { month: query.month ?? last.month, year: query.year ?? last.year };
};

const hoursText = (expression: unknown) => sql`coalesce(${expression}, 0)::numeric(14, 2)::text`;
const fullName = (alias: string) =>
  sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);
const day = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : toPayloadDate(value);

type Disagreement = {
  kind: (typeof MONTH_CHECK_KINDS)[number];
  message: string;
  date: string;
  activity: number | null;
  package: number | null;
  teacher: number | null;
  student: number | null;
  invoice_receiver: number | null;
};

export const monthCheck = async (db: Database, month: MonthCheckMonth, now: Date) => {
  const from = osloMidnight(month.year, month.month, 1);
  const end = unpaidSalaryEnd(month.month, month.year);
  const to = end < now ? end : now;
  const firstDay = toPayloadDate(from);
  const lastDay = toPayloadDate(new Date(end.getTime() - 12 * 3_600_000));
  const inMonth = sql`${activities.startDateTime} >= ${from.toISOString()}::timestamptz
    and ${activities.startDateTime} < ${to.toISOString()}::timestamptz`;

  // Per teacher: lesson hours, student hours, drawn, drawn from invoiced packages, paid.
  const teacherRows = rowsOf<{
    id: number;
    name: string;
    hours_taught: string;
    student_hours: string;
    hours_drawn: string;
    hours_invoiced: string;
    hours_paid: string;
  }>(
    await db.execute(sql`
      select ${activities.teacherId} as id, ${fullName('u')} as name,
        ${hoursText(sql`sum(${activities.duration})`)} as hours_taught,
        ${hoursText(sql`sum(${activities.duration} * st.n)`)} as student_hours,
        ${hoursText(sql`sum(d.drawn)`)} as hours_drawn,
        ${hoursText(sql`sum(d.invoiced)`)} as hours_invoiced,
        ${hoursText(sql`sum(${activities.duration}) filter (where ${activities.paidDate} is not null)`)} as hours_paid
      from ${activities}
      join ${teachers} t on t.id = ${activities.teacherId}
      join ${users} u on u.id = t.user_id
      cross join lateral (select count(*) as n from ${activityStudents} ast where ast.activity_id = ${activities.id}) st
      left join lateral (
        select sum(pd.hours) as drawn, sum(pd.hours) filter (where p.invoice_sent_date is not null) as invoiced
        from ${packageDraws} pd join ${packages} p on p.id = pd.package_id
        where pd.activity_id = ${activities.id}) d on true
      where ${inMonth}
      group by ${activities.teacherId}, u.first_name, u.last_name
      order by u.first_name, u.last_name, ${activities.teacherId}`),
  );

  // Packages drawn from by the month's lessons, or sold in the month.
  const packageRows = rowsOf<{
    id: number;
    name: string;
    invoice_receiver: number;
    invoice_receiver_name: string;
    date_sold: string;
    invoice_sent_date: string | null;
    hours_in_package: string;
    hours_drawn: string;
    hours_invoiced: string;
    hours_paid: string;
  }>(
    await db.execute(sql`
      with drawn as (
        select pd.package_id, sum(pd.hours) as hours,
          sum(pd.hours) filter (where ${activities.paidDate} is not null) as paid
        from ${activities}
        join lateral (select x.package_id, x.hours from ${packageDraws} x
          where x.activity_id = ${activities.id} offset 0) pd on true
        where ${inMonth}
        group by pd.package_id)
      select p.id, pt.name, p.invoice_receiver_id as invoice_receiver, ${fullName('ru')} as invoice_receiver_name,
        p.date_sold::text as date_sold, p.invoice_sent_date::text as invoice_sent_date,
        (pt.hours_in_package + p.additional_hours_added)::numeric(14, 2)::text as hours_in_package,
        ${hoursText(sql`drawn.hours`)} as hours_drawn,
        ${hoursText(sql`case when p.invoice_sent_date is not null then drawn.hours end`)} as hours_invoiced,
        ${hoursText(sql`drawn.paid`)} as hours_paid
      from ${packages} p
      join ${packageTypes} pt on pt.id = p.package_type_id
      join ${invoiceReceivers} r on r.id = p.invoice_receiver_id
      join ${users} ru on ru.id = r.user_id
      left join drawn on drawn.package_id = p.id
      where p.id in (select package_id from drawn
        union select id from ${packages} where date_sold >= ${firstDay} and date_sold <= ${lastDay})
      order by p.date_sold, p.id`),
  );

  // Lessons (per student) that drew fewer hours than they lasted.
  const undrawn = rowsOf<{
    id: number;
    teacher: number;
    teacher_name: string;
    student: number;
    student_name: string;
    start: string | Date;
    duration: string;
    drawn: string;
  }>(
    await db.execute(sql`
      select ${activities.id} as id, ${activities.teacherId} as teacher, ${fullName('tu')} as teacher_name,
        ast.student_id as student, ${fullName('su')} as student_name, ${activities.startDateTime} as start,
        ${activities.duration}::text as duration, ${hoursText(sql`d.drawn`)} as drawn
      from ${activities}
      join lateral (select x.student_id from ${activityStudents} x
        where x.activity_id = ${activities.id} offset 0) ast on true
      join ${students} s on s.id = ast.student_id
      join ${users} su on su.id = s.user_id
      join ${teachers} t on t.id = ${activities.teacherId}
      join ${users} tu on tu.id = t.user_id
      left join lateral (select sum(pd.hours) as drawn from ${packageDraws} pd
        where pd.activity_id = ${activities.id} and pd.student_id = ast.student_id) d on true
      where ${inMonth} and coalesce(d.drawn, 0) < ${activities.duration}
      order by ${activities.startDateTime}, ${activities.id}, ast.student_id`),
  );

  // Lessons held without a summary, and lessons paid without or before their summary.
  const unsummarised = rowsOf<{
    id: number;
    teacher: number;
    teacher_name: string;
    start: string | Date;
    summary_date: string | null;
    paid_date: string | null;
  }>(
    await db.execute(sql`
      select ${activities.id} as id, ${activities.teacherId} as teacher, ${fullName('tu')} as teacher_name,
        ${activities.startDateTime} as start, ${activities.summaryDate}::text as summary_date,
        ${activities.paidDate}::text as paid_date
      from ${activities}
      join ${teachers} t on t.id = ${activities.teacherId}
      join ${users} tu on tu.id = t.user_id
      where ${inMonth} and (${activities.summaryDate} is null
        or (${activities.paidDate} is not null and ${activities.paidDate} < ${activities.summaryDate}))
      order by ${activities.startDateTime}, ${activities.id}`),
  );

  const disagreements: Disagreement[] = [];
  const lesson = (id: number, teacher: number, student: number | null = null) => ({
    activity: Number(id),
    package: null,
    teacher: Number(teacher),
    student: student === null ? null : Number(student),
    invoice_receiver: null,
  });
  for (const r of undrawn) {
    const date = toPayloadDate(new Date(r.start));
    const drawn = Number(r.drawn) === 0 ? 'ingen timer' : `${r.drawn} av ${r.duration} timer`;
    disagreements.push({
      kind: 'lesson_without_package',
      message: `Timen ${formatDateText(date)} hos ${r.teacher_name} trakk ${drawn} fra en pakke for ${r.student_name}`,
      date,
      ...lesson(r.id, r.teacher, r.student),
    });
  }
  for (const r of unsummarised) {
    const date = toPayloadDate(new Date(r.start));
    if (r.paid_date !== null) {
      const paid = formatDateText(day(r.paid_date));
      disagreements.push({
        kind: 'lesson_paid_before_summary',
        message: r.summary_date
          ? `Timen ${formatDateText(date)} hos ${r.teacher_name} ble betalt ${paid}, før oppsummeringen ${formatDateText(day(r.summary_date))}`
          : `Timen ${formatDateText(date)} hos ${r.teacher_name} ble betalt ${paid} uten oppsummering`,
        date,
        ...lesson(r.id, r.teacher),
      });
    }
    if (r.summary_date === null)
      disagreements.push({
        kind: 'lesson_without_summary',
        message: `Timen ${formatDateText(date)} hos ${r.teacher_name} mangler oppsummering`,
        date,
        ...lesson(r.id, r.teacher),
      });
  }
  for (const p of packageRows) {
    if (p.invoice_sent_date !== null) continue;
    disagreements.push({
      kind: 'package_not_invoiced',
      message: `Pakken ${p.name} til ${p.invoice_receiver_name}, solgt ${formatDateText(day(p.date_sold))}, er ikke fakturert`,
      date: day(p.date_sold)!,
      activity: null,
      package: Number(p.id),
      teacher: null,
      student: null,
      invoice_receiver: Number(p.invoice_receiver),
    });
  }
  disagreements.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const total = (
    key: 'hours_taught' | 'student_hours' | 'hours_drawn' | 'hours_invoiced' | 'hours_paid',
  ) => sumHours(teacherRows.map((r) => r[key]));
  return {
    month: month.month,
    year: month.year,
    totals: {
      hours_taught: total('hours_taught'),
      student_hours: total('student_hours'),
      hours_drawn: total('hours_drawn'),
      hours_invoiced: total('hours_invoiced'),
      hours_paid: total('hours_paid'),
    },
    teachers: teacherRows.map((r) => ({ ...r, id: Number(r.id) })),
    packages: packageRows.map((p) => ({
      ...p,
      id: Number(p.id),
      invoice_receiver: Number(p.invoice_receiver),
      date_sold: day(p.date_sold)!,
      invoice_sent_date: day(p.invoice_sent_date),
    })),
    disagreements,
  };
};

/** Exact sum of two-decimal hour strings (whole hundredths). */
const sumHours = (values: string[]) => oreToDecimal(values.reduce((acc, v) => acc + toOre(v), 0));
