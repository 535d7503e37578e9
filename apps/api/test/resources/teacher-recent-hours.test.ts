// The teacher overview's 'hours in the last 30 days' (GET user/teacher/), read from the sums
// migration 0023 keeps in teacher_recent_hours (a row for every teacher since 0024): exact after
// every lesson written and as the clock moves lessons into and out of the 30 days.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { activities } from '../../src/db/schema/index';
import { FIXED_NOW } from '../../src/testing/clock';
import { createTeacher } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, insertActivity, type World } from './world';

const t = useTestApp();
let w: World;
let teacherId: number;
const HOUR = 3_600_000;
beforeAll(async () => {
  w = await buildWorld(t().db);
  teacherId = (await createTeacher(t().db, { user: { firstName: 'Ny', lastName: 'Lærer' } }))
    .teacher.id;
});
afterAll(() => t().clock.set(FIXED_NOW));

/** A lesson of the new teacher, `hoursAgo` before the clock (negative: after it). */
const lesson = (hoursAgo: number, duration: string) =>
  insertActivity(t().db, {
    teacherId,
    studentIds: [w.studentA.student.id],
    categoryId: w.ref.activityCategory.id,
    subjectId: w.ref.subject.id,
    start: new Date(t().clock.now().getTime() - hoursAgo * HOUR).toISOString(),
    duration,
  });

type Row = { id: number; hours_last_30_days: string };
const FIRST_PAGE = 'ordering=-hours_last_30_days&limit=50';
const SEARCH = 'ordering=hours_last_30_days&search=Lærer';
/** The teacher's hours on a page of the overview ordered by them. */
const hoursOn = async (query: string) => {
  const page = await t().request<{ results: Row[] }>('GET', `/api/user/teacher/?${query}`, {
    as: w.staff.id,
  });
  expect(page.status).toBe(200);
  // In the page's order: most hours first, or fewest.
  const figures = page.body.results.map((r) => Number(r.hours_last_30_days));
  const sorted = [...figures].sort((a, b) => (query.includes('=-hours') ? b - a : a - b));
  expect(figures).toEqual(sorted);
  return page.body.results.find((r) => r.id === teacherId)!.hours_last_30_days;
};
/**
 * The teacher's hours on a first page (its teachers chosen by the kept sums first) and in a
 * search (the kept sums joined to every teacher), which agree.
 */
const hours = async () => {
  const first = await hoursOn(FIRST_PAGE);
  expect(await hoursOn(SEARCH)).toBe(first);
  return first;
};
/** Whether the kept sums hold now, so that the next page reads them. */
const kept = async () => {
  const now = t().clock.now().toISOString();
  const result = await t().db.execute(sql`select teacher_recent_hours_hold(${now}) as hold`);
  return rowsOf<{ hold: boolean }>(result)[0]!.hold;
};

describe("the teacher overview's hours in the last 30 days", () => {
  it('are kept exact as lessons are written, moved and deleted', async () => {
    await lesson(24, '1.50');
    expect(await hours()).toBe('1.50');
    // The first page summed them itself and left the sums computed for this moment.
    expect(await kept()).toBe(true);

    const second = await lesson(48, '2.00');
    expect(await hours()).toBe('3.50');
    await t().db.update(activities).set({ duration: '0.75' }).where(eq(activities.id, second.id));
    expect(await hours()).toBe('2.25');
    // Moved to 31 days ago: out of the 30 days.
    await t()
      .db.update(activities)
      .set({ startDateTime: new Date(t().clock.now().getTime() - 31 * 24 * HOUR) })
      .where(eq(activities.id, second.id));
    expect(await hours()).toBe('1.50');
    await t().db.delete(activities).where(eq(activities.id, second.id));
    expect(await hours()).toBe('1.50');
    // Given to another teacher: the hours go with it.
    const third = await lesson(5, '1.00');
    expect(await hours()).toBe('2.50');
    await t()
      .db.update(activities)
      .set({ teacherId: w.teacherB.teacher.id })
      .where(eq(activities.id, third.id));
    expect(await hours()).toBe('1.50');
    expect(await kept()).toBe(true);
  });

  it('follow the clock: a planned lesson counts from its start, an old one drops out after 720 hours', async () => {
    const before = Number(await hours());
    await lesson(-2, '1.00');
    expect(Number(await hours())).toBe(before);
    t().clock.advance(3 * HOUR);
    expect(Number(await hours())).toBe(before + 1);
    expect(await kept()).toBe(true);

    // The lesson of the first test, 24 hours before its clock, leaves 720 hours after its start.
    t().clock.advance((720 - 24 - 3) * HOUR - 1000);
    expect(Number(await hours())).toBe(before + 1);
    t().clock.advance(2000);
    expect(Number(await hours())).toBe(before + 1 - 1.5);
    expect(await kept()).toBe(true);
  });

  it('are answered from the lessons when the sums cannot be computed again', async () => {
    // A lesson starts, so the kept sums no longer hold, and the refresh fails: the page still
    // answers with its own sums, and the failure is logged.
    await lesson(-0.5, '1.00');
    t().clock.advance(HOUR);
    const expected = await t().db.execute(sql`
      select coalesce(sum(duration), 0)::numeric(9,2)::text as hours from activities
      where teacher_id = ${teacherId}
        and start_date_time > ${t().clock.now().toISOString()}::timestamptz - interval '720 hours'
        and start_date_time <= ${t().clock.now().toISOString()}::timestamptz`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await t().db.execute(
      sql`alter function refresh_teacher_recent_hours(timestamptz) rename to refresh_teacher_recent_hours_away`,
    );
    try {
      expect(await hours()).toBe(rowsOf<{ hours: string }>(expected)[0]!.hours);
      expect(await kept()).toBe(false);
      expect(logged.mock.calls.flat().join('\n')).toContain('refresh_teacher_recent_hours');
    } finally {
      await t().db.execute(
        sql`alter function refresh_teacher_recent_hours_away(timestamptz) rename to refresh_teacher_recent_hours`,
      );
      logged.mockRestore();
    }
    expect(await hours()).toBe(rowsOf<{ hours: string }>(expected)[0]!.hours);
    expect(await kept()).toBe(true);
  });

  it('list a teacher added after they were computed, at 0 hours, on the first page', async () => {
    expect(await hours()).toBeDefined();
    expect(await kept()).toBe(true);
    const added = (await createTeacher(t().db, { user: { firstName: 'Helt', lastName: 'Ny' } }))
      .teacher.id;
    // Still the kept sums: the first page takes its teachers from them alone.
    expect(await kept()).toBe(true);
    const page = await t().request<{ count: number; results: Row[] }>(
      'GET',
      `/api/user/teacher/?${FIRST_PAGE}`,
      { as: w.staff.id },
    );
    expect(page.body.results.map((r) => r.id)).toHaveLength(page.body.count);
    expect(page.body.results.find((r) => r.id === added)?.hours_last_30_days).toBe('0.00');
    // Fewest hours first: no hours, and among those the lowest ids first.
    const fewest = await t().request<{ results: Row[] }>(
      'GET',
      '/api/user/teacher/?ordering=hours_last_30_days&limit=50',
      { as: w.staff.id },
    );
    const none = fewest.body.results.filter((r) => r.hours_last_30_days === '0.00');
    expect(none.map((r) => r.id)).toContain(added);
    expect(none.map((r) => r.id)).toEqual([...none.map((r) => r.id)].sort((a, b) => a - b));
  });

  it('stay exact when lessons are written while the sums are computed again', async () => {
    // A moment the kept sums were not computed for: the reads below compute them again.
    t().clock.advance(HOUR);
    const now = t().clock.now().toISOString();
    const start = (i: number) => new Date(t().clock.now().getTime() - (i + 1) * 60_000);
    const writes = Array.from({ length: 12 }, (_, i) =>
      t().db.transaction(async (tx) => {
        const [row] = await tx
          .insert(activities)
          .values({
            teacherId,
            activityCategoryId: w.ref.activityCategory.id,
            subjectId: w.ref.subject.id,
            startDateTime: start(i),
            duration: '0.25',
            activityLocation: 'INTERNET',
            activityPlan: 'Plan',
          })
          .returning({ id: activities.id });
        // Held open a while, so that refreshes start while lessons are written and not committed.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (i % 3 === 0) await tx.delete(activities).where(eq(activities.id, row!.id));
      }),
    );
    const refreshes = Array.from({ length: 4 }, () =>
      t().db.execute(sql`select refresh_teacher_recent_hours(${now})`),
    );
    await Promise.all([...writes, ...refreshes, hoursOn(FIRST_PAGE), hoursOn(SEARCH)]);
    expect(await kept()).toBe(true);
    // Every teacher's kept sum is the sum of their lessons, and no teacher is missing.
    const differ = await t().db.execute(sql`
      select count(*)::int as n from (
        select a.teacher_id, sum(a.duration) as hours from activities a
        where a.start_date_time > ${now}::timestamptz - interval '720 hours'
          and a.start_date_time <= ${now}::timestamptz
        group by a.teacher_id) summed
      full join (select teacher_id, hours from teacher_recent_hours where hours <> 0) kept
        using (teacher_id)
      where summed.hours is distinct from kept.hours`);
    expect(rowsOf<{ n: number }>(differ)[0]!.n).toBe(0);
  });
});
