// The staff's student overview ordered by days since the last lesson or by planned hours (GET
// user/student/): a first page chosen by the figures migration 0032 keeps in
// student_lesson_figures, exact after every lesson and lesson student written, and at any instant
// after the moment they were computed for.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { activities, activityStudents } from '../../src/db/schema/index';
import { FIXED_NOW } from '../../src/testing/clock';
import { createStudent } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, insertActivity, type World } from './world';

const t = useTestApp();
let w: World;
let extra: number;
beforeAll(async () => {
  w = await buildWorld(t().db);
  extra = (await createStudent(t().db, { user: { firstName: 'Ny', lastName: 'Elev' } })).student.id;
});
afterAll(() => t().clock.set(FIXED_NOW));

type Row = { id: number; days_since_last_activity: number | null; number_of_planned_hours: string };
type Figures = { days: number | null; planned: string };

const page = async (ordering: string, limit: number, offset = 0) => {
  const res = await t().request<{ results: Row[] }>(
    'GET',
    `/api/user/student/?ordering=${ordering}&limit=${limit}&offset=${offset}`,
    { as: w.staff.id },
  );
  expect(res.status).toBe(200);
  return res.body.results;
};

/** Days ascending puts the students without a lesson last (and days descending first). */
const byDays = (a: Row, b: Row) =>
  (a.days_since_last_activity ?? Infinity) - (b.days_since_last_activity ?? Infinity) ||
  a.id - b.id;
const byPlanned = (a: Row, b: Row) =>
  Number(a.number_of_planned_hours) - Number(b.number_of_planned_hours) || a.id - b.id;

/**
 * The overview in the four orders: each whole page in order of the figures it shows, the two
 * directions each other's reverse, each first page of one, two and three students the start of
 * the whole (chosen from one end of the kept figures' index, all the students being at most ten),
 * and later pages of two its slices (their keys ordered by the kept figures). Returns each
 * student's figures.
 */
const figures = async () => {
  for (const [key, compare] of [
    ['days_since_last_activity', byDays],
    ['number_of_planned_hours', byPlanned],
  ] as const) {
    const up = await page(key, 100);
    expect(up).toEqual([...up].sort(compare));
    const down = await page(`-${key}`, 100);
    expect(down.map((r) => r.id)).toEqual(up.map((r) => r.id).reverse());
    for (const limit of [1, 2, 3]) {
      expect((await page(key, limit)).map((r) => r.id)).toEqual(
        up.slice(0, limit).map((r) => r.id),
      );
      expect((await page(`-${key}`, limit)).map((r) => r.id)).toEqual(
        down.slice(0, limit).map((r) => r.id),
      );
      expect((await page(key, 2, limit)).map((r) => r.id)).toEqual(
        up.slice(limit, limit + 2).map((r) => r.id),
      );
      expect((await page(`-${key}`, 2, limit)).map((r) => r.id)).toEqual(
        down.slice(limit, limit + 2).map((r) => r.id),
      );
    }
  }
  const rows = await page('id', 100);
  return new Map<number, Figures>(
    rows.map((r) => [
      r.id,
      { days: r.days_since_last_activity, planned: r.number_of_planned_hours },
    ]),
  );
};

const held = async () => {
  const result = await t().db.execute(
    sql`select student_lesson_figures_hold(${t().clock.now().toISOString()}::timestamptz) as hold`,
  );
  return rowsOf<{ hold: boolean }>(result)[0]!.hold;
};

/** Students whose kept figures are not their lessons' as of the moment they were kept for. */
const keptWrong = async () => {
  const result = await t().db.execute(sql`
    select count(*)::int as n from students s
    cross join student_lessons_moment m
    left join student_lesson_figures f on f.student_id = s.id
    where f.student_id is null
      or f.last_day is distinct from (select (max(ast.start_date_time) at time zone 'Europe/Oslo')::date
        from activity_students ast where ast.student_id = s.id and ast.start_date_time <= m.moment)
      or f.planned_hours <> coalesce((select sum(ast.duration) from activity_students ast
        where ast.student_id = s.id and ast.start_date_time > m.moment), 0)`);
  return rowsOf<{ n: number }>(result)[0]!.n;
};

const lesson = (studentIds: number[], start: string, duration = '1.00', db: Database = t().db) =>
  insertActivity(db, {
    teacherId: w.teacherB.teacher.id,
    studentIds,
    categoryId: w.ref.activityCategory.id,
    subjectId: w.ref.subject.id,
    start,
    duration,
  });

describe("the student overview's order by days since the last lesson and by planned hours", () => {
  it('is kept exact as lessons and their students are written', async () => {
    const [a, b] = [w.studentA.student.id, w.studentB.student.id];
    const before = await figures();
    // Saturday 21 November at noon: A's last lesson 10 November, planned 24 November (2 hours).
    expect(before.get(a)).toEqual({ days: 11, planned: '2.00' });
    expect(before.get(extra)).toEqual({ days: null, planned: '0.00' });
    // The first page ordered by them computed the figures for now.
    expect(await held()).toBe(true);

    const past = await lesson([b], '2026-11-20T10:00:00+01:00');
    const future = await lesson([extra], '2026-12-01T10:00:00+01:00', '1.50');
    let now = await figures();
    expect([now.get(b), now.get(extra)]).toEqual([
      { days: 1, planned: '0.00' },
      { days: null, planned: '1.50' },
    ]);

    // Moved, lengthened, given another student, taken away.
    await t()
      .db.update(activities)
      .set({ startDateTime: new Date('2026-11-19T10:00:00+01:00'), duration: '2.00' })
      .where(eq(activities.id, past.id));
    await t().db.insert(activityStudents).values({ activityId: future.id, studentId: b });
    now = await figures();
    expect([now.get(b), now.get(extra)]).toEqual([
      { days: 2, planned: '1.50' },
      { days: null, planned: '1.50' },
    ]);
    await t()
      .db.update(activities)
      .set({ startDateTime: new Date('2026-11-21T09:00:00+01:00') })
      .where(eq(activities.id, future.id));
    now = await figures();
    expect([now.get(b), now.get(extra)]).toEqual([
      { days: 0, planned: '0.00' },
      { days: 0, planned: '0.00' },
    ]);
    await t().db.delete(activities).where(eq(activities.id, future.id));
    await t().db.delete(activities).where(eq(activities.id, past.id));
    now = await figures();
    expect(now).toEqual(before);
    expect(await keptWrong()).toBe(0);
  });

  it('list a student added after they were computed, with no lesson, on a first page', async () => {
    await figures();
    expect(await held()).toBe(true);
    const added = (await createStudent(t().db, { user: { firstName: 'Helt', lastName: 'Ny' } }))
      .student.id;
    expect((await figures()).get(added)).toEqual({ days: null, planned: '0.00' });
    expect((await page('-days_since_last_activity', 1))[0]!.id).toBe(added);
  });

  it('follow the clock: a lesson started since the moment moves its students', async () => {
    const [a, a2, b] = [w.studentA.student.id, w.studentA2.student.id, w.studentB.student.id];
    const planned = await lesson([b], '2026-11-30T16:00:00+01:00');
    try {
      // Ten minutes before A's and A2's lesson of 24 November at 17:00 the figures are computed;
      // twenty minutes after it they are still kept (the API computes them again after an hour),
      // and the lesson has moved A and A2 to 0 days and 0 planned hours.
      t().clock.set(new Date('2026-11-24T16:50:00+01:00'));
      expect((await figures()).get(a)).toEqual({ days: 14, planned: '2.00' });
      const [moment] = rowsOf<{ moment: string }>(
        await t().db.execute(sql`select moment::text from student_lessons_moment`),
      );
      t().clock.set(new Date('2026-11-24T17:20:00+01:00'));
      const later = await figures();
      expect([later.get(a), later.get(a2), later.get(b)]).toEqual([
        { days: 0, planned: '0.00' },
        { days: 0, planned: '0.00' },
        { days: 12, planned: '1.00' },
      ]);
      // Read from the figures kept at 16:50, brought to 17:20 by the lesson in between.
      expect(await held()).toBe(true);
      expect(
        rowsOf<{ moment: string }>(
          await t().db.execute(sql`select moment::text from student_lessons_moment`),
        ),
      ).toEqual([moment]);
      expect((await page('days_since_last_activity', 1))[0]!.id).toBe(Math.min(a, a2));
      expect((await page('-number_of_planned_hours', 1))[0]!.id).toBe(b);

      // An instant before the moment (another process's clock a little behind): every student's
      // lessons are read, in the same order.
      t().clock.set(new Date('2026-11-24T16:40:00+01:00'));
      expect(await held()).toBe(false);
      expect((await figures()).get(a)).toEqual({ days: 14, planned: '2.00' });
      expect(await keptWrong()).toBe(0);
    } finally {
      await t().db.delete(activities).where(eq(activities.id, planned.id));
      t().clock.set(FIXED_NOW);
    }
  });

  it('stay exact when lessons for one student are written side by side', async () => {
    t().clock.set(new Date('2026-11-21T15:00:00+01:00'));
    await figures();
    expect(await held()).toBe(true);
    // Each transaction's trigger reads while others hold the student's row: the later one must
    // see what the earlier committed.
    await Promise.all(Array.from({ length: 12 }, (_, i) => sideBySide(i)));
    expect(await keptWrong()).toBe(0);
    expect((await figures()).get(extra)).toEqual({ days: null, planned: '8.00' });
  });

  it('stay exact when lessons are written while the figures are computed again', async () => {
    // Nothing kept, so that a refresh computes the figures again and the lessons' triggers leave
    // them alone. The pool (four connections) runs its queue in order: the refresh starts while
    // three lessons are open, and the lessons after it are another student's.
    await t().db.execute(sql`update student_lessons_moment set moment = null`);
    const work: Promise<unknown>[] = [1, 2, 4].map((i) => sideBySide(i));
    work.push(
      t().db.execute(
        sql`select refresh_student_lesson_figures(${t().clock.now().toISOString()}::timestamptz)`,
      ),
    );
    work.push(...[1, 2, 4, 5].map((i) => sideBySide(i, w.studentB.student.id)));
    await Promise.all(work);
    expect(await held()).toBe(true);
    expect(await keptWrong()).toBe(0);
    const now = await figures();
    expect([now.get(extra)?.planned, now.get(w.studentB.student.id)?.planned]).toEqual([
      '11.00',
      '4.00',
    ]);
  });
});

/**
 * A transaction that adds a planned lesson of one hour for the student and stays open a while;
 * every third (`i` divisible by 3) takes it away again before it commits.
 */
const sideBySide = (i: number, student = extra) =>
  t().db.transaction(async (tx) => {
    const row = await lesson(
      [student],
      `2026-12-${String(10 + i).padStart(2, '0')}T10:00:00+01:00`,
      '1.00',
      tx as unknown as Database,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (i % 3 === 0) await tx.delete(activities).where(eq(activities.id, row.id));
  });
