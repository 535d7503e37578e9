import {
  salaryFilterDefaults,
  type SalaryCsvTeacher,
  unpaidSalaryEnd,
} from '@portal/domain/salary';
import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageLimit, prepareSql, preparedShape, roomForShape } from '../../db/prepared';
import { activities, teachers, users } from '../../db/schema/index';
import { pageTotal } from '../../http/list-query';
import {
  decimalSum,
  lessonTotalPay,
  missingSummary,
  salaryViewCondition,
  type SalaryView,
  unpaidBefore,
} from './pay-rules';
import { personName } from '../users/person';
import { rowsOf } from '../../db/rows';

/**
 * The staff's salary screen 'Betal Lønn' (seed 001; domain.md "Teacher pay"), computed in the
 * database from the lessons' pay figures: per teacher the sums of a view (pay.ts rules), the
 * warning count, and the lesson ids the mark buttons send. Money is numeric to the end and leaves
 * SQL as two-decimal strings.
 */

/** A teacher has a Visma id when it is set and not blank. */
const hasVisma = sql`nullif(btrim(${teachers.vismaEmploymentId}), '') is not null`;

/** Hours and the pay parts of a set of lessons, their ids (oldest first): a salary row's sums. */
const paySums = sql`${decimalSum(activities.duration)} as hours,
    ${decimalSum(activities.baseSalary)} as base,
    ${decimalSum(activities.incentiveBonus)} as bonus,
    ${decimalSum(activities.travelSalary)} as travel,
    ${decimalSum(activities.specialBonus)} as special,
    ${decimalSum(lessonTotalPay)} as total,
    array_agg(${activities.id} order by ${activities.startDateTime}, ${activities.id}) as ids`;

/** A salary row's teacher: name, contact, address, bank account and Visma id. */
const teacherColumns = sql`${teachers.id} as id, ${users.firstName} as first_name,
    ${users.lastName} as last_name, ${users.email} as email, ${users.address} as address,
    ${users.postCode} as post_code, ${users.postCodeArea} as post_code_area,
    ${teachers.bankAccountNumber} as bank_account_number,
    ${teachers.socialSecurity} as social_security,
    nullif(btrim(${teachers.vismaEmploymentId}), '') as visma_employment_id`;

/** Per teacher: the view's `paySums`, and the hours the payroll file's bonus and travel lines count. */
const payCte = (view: SalaryView) => sql`pay as (
  select ${activities.teacherId} as teacher_id, ${paySums},
    coalesce(sum(${activities.duration}) filter (where ${activities.incentiveBonus} > 0), 0)::numeric(14, 2)::text as bonus_hours,
    round(coalesce(sum(2 * ${activities.travelTime}) filter (where ${activities.travelSalary} > 0), 0) / 60.0, 2)::numeric(14, 2)::text as travel_hours
  from ${activities}
  where ${salaryViewCondition(view)}
  group by ${activities.teacherId})`;

/** Per teacher: past lessons still lacking a summary. */
const warnCte = (now: Date) => sql`warn as (
  select ${activities.teacherId} as teacher_id, count(*)::int as n
  from ${activities}
  where ${missingSummary(now)}
  group by ${activities.teacherId})`;

type SalaryRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  post_code: string;
  post_code_area: string;
  bank_account_number: string;
  social_security: string;
  visma_employment_id: string | null;
  hours: string;
  base: string;
  bonus: string;
  travel: string;
  special: string;
  total: string;
  warnings: number;
  ids: number[] | string;
  total_count: number;
};

/** Array columns: node-postgres and PGlite parse int[]; a text '{1,2}' is read just in case. */
const idArray = (value: number[] | string | null): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : value
      ? value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : [];

const fullAddress = (r: { address: string; post_code: string; post_code_area: string }) =>
  [r.address, `${r.post_code} ${r.post_code_area}`.trim()].filter(Boolean).join(', ');

/**
 * Teachers of the paid view: those paid in the run, with their sums and warnings.
 * only_show_alerts keeps those with the warning. (The unpaid view: `unpaidPageSql`.)
 */
const paidTeacherRowsSql = (view: SalaryView, onlyAlerts: boolean, now: Date) => sql`
  with ${payCte(view)}, ${warnCte(now)}
  select ${teacherColumns},
    coalesce(pay.hours, '0.00') as hours, coalesce(pay.base, '0.00') as base,
    coalesce(pay.bonus, '0.00') as bonus, coalesce(pay.travel, '0.00') as travel,
    coalesce(pay.special, '0.00') as special, coalesce(pay.total, '0.00') as total,
    coalesce(pay.bonus_hours, '0.00') as bonus_hours, coalesce(pay.travel_hours, '0.00') as travel_hours,
    coalesce(warn.n, 0) as warnings, coalesce(pay.ids, '{}'::int[]) as ids
  from ${teachers}
  join ${users} on ${users.id} = ${teachers.userId}
  left join pay on pay.teacher_id = ${teachers.id}
  left join warn on warn.teacher_id = ${teachers.id}
  where pay.teacher_id is not null and (${!onlyAlerts} or warn.n > 0)`;

/**
 * The unpaid view's teachers (those with lessons to pay or the warning), each found by a probe of
 * a partial index (activities_unpaid_payable_idx, activities_missing_summary_idx): the page chosen
 * by name from these, and only its teachers' lessons summed. Summing every teacher's unpaid
 * lessons to keep ten took 15 ms a request on the scale data (docs/performance.md). `end` is the
 * view's end (`unpaidSalaryEnd`), `now` the warning's; values or placeholders.
 */
const unpaidTeachersSql = (
  end: Date | Placeholder,
  now: Date | Placeholder,
  onlyAlerts: boolean,
) => {
  const ofTeacher = (condition: SQL) => sql`exists (select 1 from ${activities}
    where ${activities.teacherId} = ${teachers.id} and ${condition})`;
  const warned = ofTeacher(missingSummary(now));
  return sql`select ${teacherColumns}
    from ${teachers}
    join ${users} on ${users.id} = ${teachers.userId}
    where ${onlyAlerts ? warned : sql`(${ofTeacher(unpaidBefore(end))} or ${warned})`}`;
};

/** A page of the unpaid view, its teachers by name, then their pay and warnings. */
const unpaidPageSql = (
  end: Date | Placeholder,
  now: Date | Placeholder,
  offset: number | Placeholder,
  onlyAlerts: boolean,
  limit: number,
) => sql`
  with listed as (${unpaidTeachersSql(end, now, onlyAlerts)}),
  page as (select * from listed order by first_name, last_name, id
    limit ${pageLimit(limit)} offset ${offset})
  select page.*, pay.hours, pay.base, pay.bonus, pay.travel, pay.special, pay.total,
    coalesce(pay.ids, '{}'::int[]) as ids, warn.n as warnings,
    (select count(*) from listed)::int as total_count
  from page
  cross join lateral (select ${paySums} from ${activities}
    where ${activities.teacherId} = page.id and ${unpaidBefore(end)}) pay
  cross join lateral (select count(*)::int as n from ${activities}
    where ${activities.teacherId} = page.id and ${missingSummary(now)}) warn
  order by page.first_name, page.last_name, page.id`;

/**
 * The unpaid view's page as a named statement per filter and page size, with the view's end, now
 * and the offset as placeholders: run unnamed, PostgreSQL planned it on every request (3.3 of its
 * 7 ms). Unnamed where the shapes are full (`roomForShape`).
 */
const unpaidPage = async (
  db: Database,
  values: { end: Date; now: Date; offset: number },
  onlyAlerts: boolean,
  limit: number,
) => {
  const key = `salary_unpaid_${onlyAlerts ? 'alerts' : 'all'}_${limit}`;
  if (!roomForShape(db, key))
    return db.execute(unpaidPageSql(values.end, values.now, values.offset, onlyAlerts, limit));
  const prepared = preparedShape(db, key, (name) =>
    prepareSql(
      db,
      name,
      unpaidPageSql(
        sql.placeholder('end'),
        sql.placeholder('now'),
        sql.placeholder('offset'),
        onlyAlerts,
        limit,
      ),
    ),
  );
  return prepared.execute({
    end: values.end.toISOString(),
    now: values.now.toISOString(),
    offset: values.offset,
  });
};

/** GET salary/: a page of teachers by name with their pay for the view. */
export const listSalaries = async (
  db: Database,
  query: SalaryView & { onlyAlerts: boolean; limit: number; offset: number },
  now: Date,
) => {
  const end = unpaidSalaryEnd(query.month, query.year);
  const base = query.unpaid
    ? unpaidTeachersSql(end, now, query.onlyAlerts)
    : paidTeacherRowsSql(query, query.onlyAlerts, now);
  const rows = rowsOf<SalaryRow>(
    query.unpaid
      ? await unpaidPage(db, { end, now, offset: query.offset }, query.onlyAlerts, query.limit)
      : await db.execute(sql`select s.*, count(*) over ()::int as total_count from (${base}) s
          order by s.first_name, s.last_name, s.id
          limit ${query.limit} offset ${query.offset}`),
  );
  const count = await pageTotal(
    db,
    rows.map((r) => ({ total: Number(r.total_count) })),
    query.offset,
    sql`(select count(*) from (${base}) s)`,
  );
  return {
    count,
    results: rows.map((r) => ({
      id: Number(r.id),
      name: personName(r.first_name, r.last_name),
      email: r.email,
      address: fullAddress(r),
      bank_account_number: r.bank_account_number,
      social_security: r.social_security,
      visma_employment_id: r.visma_employment_id,
      total_activity_duration_for_payment: r.hours,
      total_unpaid: r.total,
      next_base_payment: r.base,
      incentive_bonus_next_payment: r.bonus,
      travel_salary: r.travel,
      special_bonus_salary: r.special,
      number_of_activities_without_summary: Number(r.warnings),
      activity_ids: idArray(r.ids),
    })),
  };
};

/**
 * GET salary/total/: hours and pay of every lesson of the view (all teachers: the sum of the
 * table's rows), and the ids 'Marker alt' sends: in the unpaid view only lessons of teachers with
 * a Visma id, as only they are on the payroll file.
 */
export const salaryTotal = async (db: Database, view: SalaryView) => {
  const markable: SQL = view.unpaid ? hasVisma : sql`true`;
  const [row] = rowsOf<{ hours: string; total: string; ids: number[] | string }>(
    await db.execute(sql`
      select ${decimalSum(activities.duration)} as hours, ${decimalSum(lessonTotalPay)} as total,
        coalesce(array_agg(${activities.id} order by ${activities.id}) filter (where ${markable}), '{}'::int[]) as ids
      from ${activities}
      join ${teachers} on ${teachers.id} = ${activities.teacherId}
      where ${salaryViewCondition(view)}`),
  );
  return {
    total_hours: row?.hours ?? '0.00',
    total_payment: row?.total ?? '0.00',
    all_activity_ids: idArray(row?.ids ?? null),
  };
};

/**
 * The payroll file's figures (GET salary/generate-csv): teachers of the view with a Visma id, by
 * name, with hours and amount per pay type. Base hours are the lessons' hours, bonus hours those
 * of lessons that earned the bonus, travel hours the travel time there and back.
 */
export const salaryCsvTeachers = async (
  db: Database,
  view: SalaryView,
): Promise<SalaryCsvTeacher[]> => {
  const rows = rowsOf<{
    visma: string;
    first_name: string;
    last_name: string;
    hours: string;
    base: string;
    bonus_hours: string;
    bonus: string;
    travel_hours: string;
    travel: string;
    special: string;
  }>(
    await db.execute(sql`
      with ${payCte(view)}
      select btrim(${teachers.vismaEmploymentId}) as visma, ${users.firstName} as first_name,
        ${users.lastName} as last_name, pay.hours, pay.base, pay.bonus_hours, pay.bonus,
        pay.travel_hours, pay.travel, pay.special
      from pay
      join ${teachers} on ${teachers.id} = pay.teacher_id
      join ${users} on ${users.id} = ${teachers.userId}
      where ${hasVisma}
      order by ${users.firstName}, ${users.lastName}, ${teachers.id}`),
  );
  return rows.map((r) => ({
    visma_employment_id: r.visma,
    name: personName(r.first_name, r.last_name),
    lines: {
      base: { hours: r.hours, amount: r.base },
      incentive_bonus: { hours: r.bonus_hours, amount: r.bonus },
      travel_salary: { hours: r.travel_hours, amount: r.travel },
      special_bonus: { hours: null, amount: r.special },
    },
  }));
};

/** The view a query asks for; month and year default to the first month option of the screen. */
export const salaryViewOf = (
  query: { month?: number; year?: number; month_is_unpaid?: boolean },
  now: Date,
): SalaryView => {
  const first = salaryFilterDefaults(now);
  return {
    month: query.month ?? first.month,
    year: query.year ?? first.year,
    unpaid: query.month_is_unpaid ?? true,
  };
};
