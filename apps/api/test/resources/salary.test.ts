// The staff's salary screen 'Betal Lønn' on the API (seed 001 §2-§9, domain.md "Teacher pay",
// issue 14): the money is the sum of the lessons' pay figures, marking is idempotent and atomic,
// the payroll file reads back to the same figures, the reminder reaches the outbox.
import { parseCsv, parseCsvNumber } from '@portal/domain/csv';
import { oreToDecimal, toOre, toPayloadDate } from '@portal/domain/format';
import {
  SALARY_CSV_HEADER,
  SALARY_MARK_PARTIAL_MESSAGE,
  SALARY_MARK_SUCCESS_MESSAGE,
  paidSalaryRunSpan,
  unpaidSalaryEnd,
} from '@portal/domain/salary';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, outboxMail, teachers } from '../../src/db/schema/index';
import {
  MarkActivitiesPaidResultSchema,
  SalaryTotalSchema,
  TeacherSalaryPageSchema,
  type TeacherSalarySchema,
} from '../../src/contract/salary';
import type { z } from 'zod';
import {
  createEmployee,
  createReferenceData,
  createStudent,
  createTeacher,
} from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { expectSchema, insertActivity } from './world';

type Salary = z.infer<typeof TeacherSalarySchema>;
type ActivityRow = typeof activities.$inferSelect;

const t = useTestApp();
let staffId: number;
let teacherUserId: number;
const ids = { jonas: 0, mari: 0, eva: 0 };
let ref: Awaited<ReturnType<typeof createReferenceData>>;
let studentId: number;

/** A lesson of a teacher with pay figures; summary and paid date as given. */
const lesson = (
  teacherId: number,
  start: string,
  pay: { base: string; bonus?: string; travel?: string; special?: string; hours?: string },
  state: { summary?: boolean; paid?: string | null; travelTime?: number } = {},
) =>
  insertActivity(t().db, {
    teacherId,
    studentIds: [studentId],
    categoryId: ref.activityCategory.id,
    subjectId: ref.subject.id,
    start,
    duration: pay.hours ?? '1.00',
    summaries: state.summary ?? true,
    summaryDate: (state.summary ?? true) ? start.slice(0, 10) : null,
    baseSalary: pay.base,
    incentiveBonus: pay.bonus ?? '0.00',
    travelSalary: pay.travel ?? '0.00',
    specialBonus: pay.special ?? '0.00',
    paidDate: state.paid ?? null,
    travelTime: state.travelTime ?? 0,
    location: state.travelTime ? 'STUDENT_HOME' : 'INTERNET',
  });

beforeAll(async () => {
  const db = t().db;
  ref = await createReferenceData(db);
  staffId = (await createEmployee(db)).id;
  const jonas = await createTeacher(db, {
    user: { firstName: 'Jonas', lastName: 'Haugen', email: 'jonas@test.no' },
    teacher: { vismaEmploymentId: '1042' },
  });
  const mari = await createTeacher(db, {
    user: { firstName: 'Mari', lastName: 'Nilsen', email: 'mari@test.no' },
  });
  // A name and a Visma id a spreadsheet would take for formulas.
  const eva = await createTeacher(db, {
    user: { firstName: '=Eva', lastName: '@Berg', email: 'eva@test.no' },
    teacher: { vismaEmploymentId: '+2077' },
  });
  ids.jonas = jonas.teacher.id;
  ids.mari = mari.teacher.id;
  ids.eva = eva.teacher.id;
  teacherUserId = jonas.user.id;
  studentId = (await createStudent(db, { teacherIds: [jonas.teacher.id] })).student.id;
  // October 2026, the seeded month: Jonas has four payable lessons, one without summary, one paid
  // in the October run (15 November), and one in November (after the month).
  await lesson(
    ids.jonas,
    '2026-10-02T16:00:00+02:00',
    {
      base: '375.00',
      hours: '1.50',
      bonus: '30.00',
      travel: '100.00',
      special: '150.00',
    },
    { travelTime: 20 },
  );
  await lesson(ids.jonas, '2026-10-09T16:00:00+02:00', { base: '250.00', bonus: '20.00' });
  await lesson(ids.jonas, '2026-10-16T16:00:00+02:00', { base: '0.10' });
  await lesson(
    ids.jonas,
    '2026-09-30T16:00:00+02:00',
    { base: '0.20', travel: '37.50' },
    { travelTime: 15 },
  );
  await lesson(ids.jonas, '2026-10-23T16:00:00+02:00', { base: '250.00' }, { summary: false });
  await lesson(
    ids.jonas,
    '2026-09-11T16:00:00+02:00',
    { base: '500.00', hours: '2.00' },
    { paid: '2026-10-15' },
  );
  await lesson(ids.jonas, '2026-11-03T16:00:00+01:00', { base: '250.00' });
  // Mari has no Visma id: she is on the screen, not on the payroll file.
  await lesson(ids.mari, '2026-10-05T17:00:00+02:00', { base: '312.50', hours: '1.25' });
  await lesson(ids.mari, '2026-10-06T17:00:00+02:00', { base: '250.00' }, { summary: false });
  await lesson(ids.mari, '2026-10-07T17:00:00+02:00', { base: '250.00' }, { summary: false });
  await lesson(ids.eva, '2026-10-12T12:00:00+02:00', { base: '1234567.89', special: '-75.00' });
});

const as = () => ({ as: staffId });
const get = <T>(path: string) => t().request<T>('GET', path, as());
const mark = (activity_ids: number[], payment_date: string | null) =>
  t().request<z.infer<typeof MarkActivitiesPaidResultSchema>>(
    'POST',
    '/api/salary/mark-activities-as-paid/',
    { ...as(), body: { activity_ids, payment_date } },
  );
const allActivities = () => t().db.select().from(activities).orderBy(asc(activities.id));

/** The oracle: the view's lessons by domain.md, straight from the rows. */
const inView = (a: ActivityRow, month: number, year: number, unpaid: boolean) => {
  if (unpaid)
    return Boolean(a.summaryDate) && !a.paidDate && a.startDateTime < unpaidSalaryEnd(month, year);
  const run = paidSalaryRunSpan(month, year);
  return (
    a.paidDate !== null &&
    a.paidDate >= toPayloadDate(run.from) &&
    a.paidDate < toPayloadDate(run.to)
  );
};
const payOf = (a: ActivityRow) =>
  toOre(a.baseSalary) + toOre(a.incentiveBonus) + toOre(a.travelSalary) + toOre(a.specialBonus);

const page = async (query: string) => {
  const res = await get<unknown>(`/api/salary/?${query}`);
  expect(res.status).toBe(200);
  return expectSchema(TeacherSalaryPageSchema, res.body);
};
const total = async (query: string) => {
  const res = await get<unknown>(`/api/salary/total/?${query}`);
  expect(res.status).toBe(200);
  return expectSchema(SalaryTotalSchema, res.body);
};

describe('GET salary/ and salary/total/', () => {
  it('lists each teacher of the unpaid view with exact sums, the warning and the lesson ids', async () => {
    const { count, results } = await page('month=10&year=2026&month_is_unpaid=true');
    expect(count).toBe(3);
    expect(results.map((r) => r.name)).toEqual(['=Eva @Berg', 'Jonas Haugen', 'Mari Nilsen']);
    const jonas = results.find((r) => r.id === ids.jonas) as Salary;
    expect(jonas).toMatchObject({
      email: 'jonas@test.no',
      address: 'Storgata 1, 0155 Oslo',
      bank_account_number: '12345678903',
      visma_employment_id: '1042',
      total_activity_duration_for_payment: '4.50',
      next_base_payment: '625.30',
      incentive_bonus_next_payment: '50.00',
      travel_salary: '137.50',
      special_bonus_salary: '150.00',
      total_unpaid: '962.80',
      number_of_activities_without_summary: 1,
    });
    expect(jonas.activity_ids).toHaveLength(4);
    const mari = results.find((r) => r.id === ids.mari) as Salary;
    expect(mari).toMatchObject({
      visma_employment_id: null,
      total_unpaid: '312.50',
      total_activity_duration_for_payment: '1.25',
      number_of_activities_without_summary: 2,
    });
    const eva = results.find((r) => r.id === ids.eva) as Salary;
    expect(eva.total_unpaid).toBe('1234492.89');
  });

  it('totals equal the sum of the lessons’ pay figures and of the rows', async () => {
    const rows = await allActivities();
    for (const [month, year, unpaid] of [
      [10, 2026, true],
      [9, 2026, false],
      [11, 2026, true],
      [8, 2026, true],
    ] as const) {
      const query = `month=${month}&year=${year}&month_is_unpaid=${unpaid}`;
      const mine = rows.filter((a) => inView(a, month, year, unpaid));
      const sums = await total(query);
      expect(sums.total_payment).toBe(oreToDecimal(mine.reduce((s, a) => s + payOf(a), 0)));
      expect(sums.total_hours).toBe(oreToDecimal(mine.reduce((s, a) => s + toOre(a.duration), 0)));
      const { results } = await page(`${query}&limit=100`);
      expect(oreToDecimal(results.reduce((s, r) => s + toOre(r.total_unpaid), 0))).toBe(
        sums.total_payment,
      );
      expect(results.flatMap((r) => r.activity_ids).sort((a, b) => a - b)).toEqual(
        mine.map((a) => a.id).sort((a, b) => a - b),
      );
    }
  });

  it("leaves teachers without a Visma id out of 'Marker alt' in the unpaid view", async () => {
    const rows = await allActivities();
    const sums = await total('month=10&year=2026');
    const expected = rows
      .filter((a) => inView(a, 10, 2026, true) && a.teacherId !== ids.mari)
      .map((a) => a.id);
    expect(sums.all_activity_ids).toEqual(expected.sort((a, b) => a - b));
  });

  it('shows the paid view: lessons paid in the run of the month', async () => {
    const { results } = await page('month=9&year=2026&month_is_unpaid=false');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: ids.jonas, total_unpaid: '500.00' });
  });

  it('pages by name with count and links, and filters to teachers with the warning', async () => {
    const first = await page('month=10&year=2026&limit=1');
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(1);
    expect(first.next).toContain('offset=1');
    const past = await page('month=10&year=2026&limit=1&offset=10');
    expect(past).toMatchObject({ count: 3, results: [] });
    const alerts = await page('month=10&year=2026&only_show_alerts=true');
    expect(alerts.results.map((r) => r.id).sort()).toEqual([ids.jonas, ids.mari].sort());
  });

  it('defaults to the first month option and the unpaid view', async () => {
    // 21 November 2026: after the 15th, so the list starts at December 2026.
    expect(await page('')).toEqual(await page('month=12&year=2026&month_is_unpaid=true'));
  });

  it('refuses a month, year or page outside the bounds', async () => {
    for (const query of [
      'month=13&year=2026',
      'month=0&year=2026',
      'month=1&year=1999',
      'limit=0',
      'month=x',
    ]) {
      expect((await get(`/api/salary/?${query}`)).status).toBe(400);
    }
    expect((await get('/api/salary/total/?year=2101')).status).toBe(400);
  });
});

describe('POST salary/mark-activities-as-paid/', () => {
  it('pays, reports what was not paid with the seed’s message, and is idempotent', async () => {
    const view = (await page('month=10&year=2026')).results;
    const jonas = view.find((r) => r.id === ids.jonas) as Salary;
    const mari = view.find((r) => r.id === ids.mari) as Salary;
    const missing = (await allActivities()).find(
      (a) => a.teacherId === ids.jonas && !a.summaryDate && a.startDateTime < t().clock.now(),
    )!;
    const ok = await mark(jonas.activity_ids, '2026-11-15');
    expect(expectSchema(MarkActivitiesPaidResultSchema, ok.body)).toEqual({
      ids_not_updated: [],
      response_message: SALARY_MARK_SUCCESS_MESSAGE,
    });
    const again = await mark(
      [...jonas.activity_ids, missing.id, 99_999, ...mari.activity_ids],
      '2026-11-16',
    );
    expect(again.body).toEqual({
      ids_not_updated: [...jonas.activity_ids, missing.id, ...mari.activity_ids, 99_999].sort(
        (a, b) => a - b,
      ),
      response_message: SALARY_MARK_PARTIAL_MESSAGE,
    });
    const rows = await t()
      .db.select()
      .from(activities)
      .where(inArray(activities.id, [...jonas.activity_ids, missing.id, ...mari.activity_ids]));
    for (const r of rows) {
      if (jonas.activity_ids.includes(r.id)) expect(r.paidDate).toBe('2026-11-15');
      else expect(r.paidDate).toBeNull();
    }
    // The October run now shows Jonas's lessons in the paid view; the unpaid view no longer.
    const paid = await page('month=10&year=2026&month_is_unpaid=false');
    expect(paid.results.find((r) => r.id === ids.jonas)?.total_unpaid).toBe('962.80');
    const unpaid = await page('month=10&year=2026');
    expect(unpaid.results.find((r) => r.id === ids.jonas)).toMatchObject({
      total_unpaid: '0.00',
      activity_ids: [],
      number_of_activities_without_summary: 1,
    });
    const undo = await mark(jonas.activity_ids, null);
    expect(undo.body).toEqual({
      ids_not_updated: [],
      response_message: 'Lærerene du valgte ble markert som ubetalt',
    });
    const undoAgain = await mark(jonas.activity_ids, null);
    expect(undoAgain.body).toMatchObject({
      ids_not_updated: [...jonas.activity_ids].sort((a, b) => a - b),
    });
  });

  it('paid then unpaid restores every lesson exactly', async () => {
    const before = await allActivities();
    const { all_activity_ids } = await total('month=10&year=2026');
    expect(all_activity_ids.length).toBeGreaterThan(0);
    expect((await mark(all_activity_ids, '2026-11-15')).body).toMatchObject({
      ids_not_updated: [],
    });
    expect(await allActivities()).not.toEqual(before);
    expect((await mark(all_activity_ids, null)).body).toMatchObject({ ids_not_updated: [] });
    expect(await allActivities()).toEqual(before);
  });

  it('two staff marking at once never pay a lesson twice', async () => {
    const { all_activity_ids } = await total('month=10&year=2026');
    const half = all_activity_ids.slice(0, Math.ceil(all_activity_ids.length / 2));
    const [a, b, c] = await Promise.all([
      mark(all_activity_ids, '2026-11-15'),
      mark(all_activity_ids, '2026-11-16'),
      mark(half, '2026-11-17'),
    ]);
    for (const res of [a, b, c]) expect(res.status).toBe(200);
    // Every lesson was paid by exactly one call, and its row holds that call's date.
    const paidBy = new Map<number, string>();
    for (const [res, date, sent] of [
      [a, '2026-11-15', all_activity_ids],
      [b, '2026-11-16', all_activity_ids],
      [c, '2026-11-17', half],
    ] as const) {
      const notUpdated = new Set(res.body.ids_not_updated);
      for (const id of sent) {
        if (notUpdated.has(id)) continue;
        expect(paidBy.has(id), `lesson ${id} paid twice`).toBe(false);
        paidBy.set(id, date);
      }
    }
    expect([...paidBy.keys()].sort((x, y) => x - y)).toEqual(all_activity_ids);
    const rows = await t()
      .db.select()
      .from(activities)
      .where(inArray(activities.id, all_activity_ids));
    for (const r of rows) expect(r.paidDate).toBe(paidBy.get(r.id));
    expect((await mark(all_activity_ids, null)).body).toMatchObject({ ids_not_updated: [] });
  });

  it('refuses a bad body', async () => {
    for (const body of [
      { activity_ids: [], payment_date: null },
      { activity_ids: [1], payment_date: '15.11.2026' },
      { activity_ids: [1], payment_date: '2026-02-30' },
      { activity_ids: [1] },
      { activity_ids: ['1'], payment_date: null },
      { activity_ids: [1], payment_date: null, teacher: 1 },
    ]) {
      const res = await t().request('POST', '/api/salary/mark-activities-as-paid/', {
        ...as(),
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET salary/generate-csv', () => {
  it('is the payroll file: one row per teacher with a Visma id and pay type, reading back to the totals', async () => {
    const res = await t().app.request(
      '/api/salary/generate-csv?month=10&year=2026&month_is_unpaid=true',
      {
        headers: { authorization: await t().authHeader(staffId) },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Lonn-10-2026.csv"; filename*=UTF-8''L%C3%B8nn-10-2026.csv`,
    );
    // UTF-8 with a byte-order mark (Response.text() drops it when decoding).
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await res.text();
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...SALARY_CSV_HEADER]);
    const body = rows.slice(1);
    expect(body.map((r) => [r[0], r[1], r[2]])).toEqual([
      ["'+2077", "'=Eva @Berg", 'Basislønn'],
      ["'+2077", "'=Eva @Berg", 'Ekstralønn'],
      ['1042', 'Jonas Haugen', 'Basislønn'],
      ['1042', 'Jonas Haugen', 'Bonuslønn'],
      ['1042', 'Jonas Haugen', 'Reiselønn'],
      ['1042', 'Jonas Haugen', 'Ekstralønn'],
    ]);
    const amount = (r: string[]) => parseCsvNumber(r[4]!);
    expect(body.map(amount)).toEqual([
      '1234567.89',
      '-75.00',
      '625.30',
      '50.00',
      '137.50',
      '150.00',
    ]);
    expect(body.map((r) => (r[3] ? parseCsvNumber(r[3]) : null))).toEqual([
      '1',
      null,
      '4.5',
      '2.5',
      // Travel: 20 + 15 minutes one way, there and back.
      '1.17',
      null,
    ]);
    // The file's money is the total of its teachers' rows on the screen.
    const view = (await page('month=10&year=2026&limit=100')).results.filter(
      (r) => r.visma_employment_id,
    );
    expect(oreToDecimal(body.reduce((s, r) => s + toOre(amount(r)), 0))).toBe(
      oreToDecimal(view.reduce((s, r) => s + toOre(r.total_unpaid), 0)),
    );
  });

  it('has only the header when there is nothing to pay', async () => {
    const res = await t().app.request('/api/salary/generate-csv/?month=1&year=2020', {
      headers: { authorization: await t().authHeader(staffId) },
    });
    expect(parseCsv(await res.text())).toEqual([[...SALARY_CSV_HEADER]]);
  });
});

describe('POST salary/teacher/{id}/reminder/', () => {
  it('mails the teacher the lessons that lack a summary, through the outbox', async () => {
    const res = await t().request('POST', `/api/salary/teacher/${ids.mari}/reminder/`, as());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent_to: 'mari@test.no', number_of_activities: 2 });
    const [mail] = await t().db.select().from(outboxMail).where(eq(outboxMail.to, 'mari@test.no'));
    expect(mail?.subject).toBe('Påminnelse: økter som mangler oppsummering');
    expect(mail?.text).toContain('Du har 2 økter som mangler oppsummering.');
    expect(mail?.text).toContain('- 06.10.2026, kl: 17:00 – Matematikk R1 – Emma Nordmann');
    expect(mail?.text).toContain('- 07.10.2026, kl: 17:00 – Matematikk R1');
    expect(mail?.html).toContain('<li>06.10.2026, kl: 17:00');
  });

  it('answers 400 when nothing lacks a summary and 404 for an unknown teacher', async () => {
    const none = await t().request('POST', `/api/salary/teacher/${ids.eva}/reminder/`, as());
    expect(none).toMatchObject({
      status: 400,
      body: { detail: 'Læreren har ingen økter som mangler oppsummering.' },
    });
    expect((await t().request('POST', '/api/salary/teacher/99999/reminder/', as())).status).toBe(
      404,
    );
  });
});

describe('the teacher’s pay card and the staff screen agree', () => {
  it('the next payment of a teacher is the unpaid view up to the month before the pay day', async () => {
    const card = await t().request<{ next_payment: Record<string, string> }>(
      'GET',
      '/api/salary/next-payment/',
      { as: teacherUserId },
    );
    // Pay day 15 December 2026 covers lessons before 1 December: the unpaid view of November.
    const row = (await page('month=11&year=2026')).results.find((r) => r.id === ids.jonas)!;
    expect(card.body.next_payment).toEqual({
      base: row.next_base_payment,
      incentive_bonus: row.incentive_bonus_next_payment,
      special_bonus: row.special_bonus_salary,
      travel_salary: row.travel_salary,
    });
  });
});

describe('property: random months of lessons', () => {
  it('the totals and rows are the exact sums of the lessons in the view', async () => {
    const teacherIds = [ids.jonas, ids.mari, ids.eva];
    const lessonArb = fc.record({
      teacher: fc.constantFrom(...teacherIds),
      day: fc.integer({ min: 1, max: 28 }),
      base: fc.integer({ min: 0, max: 200_000 }),
      bonus: fc.integer({ min: 0, max: 10_000 }),
      travel: fc.integer({ min: 0, max: 30_000 }),
      special: fc.integer({ min: -5_000, max: 50_000 }),
      summary: fc.boolean(),
      paidNextMonth: fc.boolean(),
    });
    let year = 2030;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(lessonArb, { minLength: 1, maxLength: 12 }),
        async (month, lessons) => {
          year += 1; // each run a month of its own
          const next = month === 12 ? { m: 1, y: year + 1 } : { m: month + 1, y: year };
          for (const l of lessons) {
            const day = String(l.day).padStart(2, '0');
            const mm = String(month).padStart(2, '0');
            await lesson(
              l.teacher,
              `${year}-${mm}-${day}T10:00:00Z`,
              {
                base: oreToDecimal(l.base),
                bonus: oreToDecimal(l.bonus),
                travel: oreToDecimal(l.travel),
                special: oreToDecimal(l.special),
              },
              {
                summary: l.summary,
                paid:
                  l.summary && l.paidNextMonth
                    ? `${next.y}-${String(next.m).padStart(2, '0')}-15`
                    : null,
              },
            );
          }
          const rows = await allActivities();
          for (const unpaid of [true, false]) {
            const query = `month=${month}&year=${year}&month_is_unpaid=${unpaid}`;
            const mine = rows.filter((a) => inView(a, month, year, unpaid));
            const sums = await total(query);
            expect(sums.total_payment).toBe(oreToDecimal(mine.reduce((s, a) => s + payOf(a), 0)));
            const { results } = await page(`${query}&limit=100`);
            for (const r of results) {
              const own = mine.filter((a) => a.teacherId === r.id);
              expect(r.total_unpaid).toBe(oreToDecimal(own.reduce((s, a) => s + payOf(a), 0)));
              expect(r.next_base_payment).toBe(
                oreToDecimal(own.reduce((s, a) => s + toOre(a.baseSalary), 0)),
              );
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("the Visma id ('Mangler VismaID')", () => {
  it('staff set it with PATCH user/teacher/{id}/ (trimmed, blank clears); a teacher may not', async () => {
    const patch = (as: number, visma_employment_id: string | null) =>
      t().request('PATCH', `/api/user/teacher/${ids.mari}/`, {
        as,
        body: { visma_employment_id },
      });
    expect((await patch(staffId, '  3031 ')).status).toBe(200);
    const row = async () =>
      (await page('month=10&year=2026&limit=100')).results.find((r) => r.id === ids.mari);
    expect((await row())?.visma_employment_id).toBe('3031');
    expect((await total('month=10&year=2026')).all_activity_ids).toEqual(
      expect.arrayContaining((await row())!.activity_ids),
    );
    const mariUser = (
      await t()
        .db.select({ userId: teachers.userId })
        .from(teachers)
        .where(eq(teachers.id, ids.mari))
    )[0]!.userId;
    expect((await patch(mariUser, '9999')).status).toBe(403);
    expect((await patch(staffId, '   ')).status).toBe(200);
    expect((await row())?.visma_employment_id).toBeNull();
    const [stored] = await t().db.select().from(teachers).where(eq(teachers.id, ids.mari));
    expect(stored?.vismaEmploymentId).toBeNull();
  });
});
