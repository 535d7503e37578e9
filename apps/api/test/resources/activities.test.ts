import { EMPTIED_SUMMARY_MESSAGE } from '@portal/domain/activity';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, packageDraws, subjects } from '../../src/db/schema/index';
import {
  ActivityListSchema,
  ActivitySchema,
  NextActivitySchema,
  OverdueCountSchema,
  StudentOverviewListSchema,
} from '../../src/contract/activities';
import { NextPaymentSchema } from '../../src/contract/salary';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, insertActivity, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});
const asA = () => w.teacherA.user.id;

describe('teacher dashboard reads', () => {
  it('sums the next payment and total unpaid from unpaid activities with a summary', async () => {
    const res = await t().request('GET', '/api/salary/next-payment/', { as: asA() });
    expect(res.status).toBe(200);
    expect(expectSchema(NextPaymentSchema, res.body)).toEqual({
      next_payment: {
        base: '375.00',
        incentive_bonus: '30.00',
        special_bonus: '150.00',
        travel_salary: '100.00',
      },
      total_unpaid: {
        base: '375.00',
        incentive_bonus: '30.00',
        special_bonus: '150.00',
        travel_salary: '100.00',
      },
    });
  });

  it('leaves a lesson from the next pay day’s month out of the next payment, not out of the total', async () => {
    // Pay day 15 December 2026 covers lessons before 1 December; this one is summarised early.
    const later = await insertActivity(t().db, {
      teacherId: w.teacherA.teacher.id,
      studentIds: [w.studentA.student.id],
      categoryId: w.ref.activityCategory.id,
      subjectId: w.ref.subject.id,
      start: '2026-12-02T16:00:00+01:00',
      summaryDate: '2026-11-21',
      baseSalary: '200.00',
      travelSalary: '0.00',
    });
    try {
      const res = await t().request('GET', '/api/salary/next-payment/', { as: asA() });
      const body = expectSchema(NextPaymentSchema, res.body);
      expect(body.next_payment.base).toBe('375.00');
      expect(body.total_unpaid).toEqual({
        base: '575.00',
        incentive_bonus: '30.00',
        special_bonus: '150.00',
        travel_salary: '100.00',
      });
    } finally {
      await t().db.delete(activities).where(eq(activities.id, later.id));
    }
  });

  it('gives the next own activity with its students and pay, and null when there is none', async () => {
    const res = await t().request('GET', '/api/activity/activity/next/', { as: asA() });
    expect(res.status).toBe(200);
    const next = expectSchema(NextActivitySchema, res.body);
    expect(next).toMatchObject({
      id: w.acts.planned.id,
      subject_details: 'Matematikk R1',
      teacher_name: 'Jonas Haugen',
      duration: '2.00',
      base_salary: '500.00',
      activity_location_name: 'Digitalt',
      students: [
        { id: w.studentA.student.id, full_name: 'Emma Johansen' },
        { id: w.studentA2.student.id, full_name: 'Noah Johansen' },
      ],
    });
    expect(new Date(next!.start_date_time).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    const none = await t().request('GET', '/api/activity/activity/next/', {
      as: w.teacherB.user.id,
    });
    expect(none).toMatchObject({ status: 200, body: null });
  });

  it('counts own past activities without a summary', async () => {
    const res = await t().request('GET', '/api/activity/activity/overdue/', { as: asA() });
    expect(res.status).toBe(200);
    expect(expectSchema(OverdueCountSchema, res.body)).toEqual({ count: 1 });
  });

  it('lists own activities newest first with DRF paging links and status', async () => {
    const res = await t().request('GET', '/api/activity/activity/?limit=2&offset=0', { as: asA() });
    expect(res.status).toBe(200);
    const page = expectSchema(ActivityListSchema, res.body);
    expect(page.count).toBe(4);
    expect(page.results.map((a) => a.id)).toEqual([w.acts.planned.id, w.acts.missing.id]);
    expect(page.results.map((a) => a.status)).toEqual(['Planlagt', 'Mangler oppsummering']);
    expect(page.previous).toBeNull();
    expect(page.next).toMatch(/limit=2&offset=2$/);
    const second = await t().request('GET', '/api/activity/activity/?limit=2&offset=2', {
      as: asA(),
    });
    const body = expectSchema(ActivityListSchema, second.body);
    expect(body.results.map((a) => a.status)).toEqual(['Fullført', 'Fullført']);
    expect(body.next).toBeNull();
    expect(body.previous).toMatch(/limit=2$/);
  });

  it('filters on one display status; missing_summary gives the overdue lessons', async () => {
    const list = async (status: string) => {
      const res = await t().request('GET', `/api/activity/activity/?status=${status}`, {
        as: asA(),
      });
      expect(res.status).toBe(200);
      return expectSchema(ActivityListSchema, res.body);
    };
    const missing = await list('missing_summary');
    expect(missing.results.map((a) => a.id)).toEqual([w.acts.missing.id]);
    expect(missing.count).toBe(1); // the overdue count above
    expect((await list('planned')).results.map((a) => a.status)).toEqual(['Planlagt']);
    const completed = await list('completed');
    expect(completed.count).toBe(2);
    expect(completed.results.every((a) => a.status === 'Fullført')).toBe(true);
    const bad = await t().request('GET', '/api/activity/activity/?status=paid', { as: asA() });
    expect(bad).toMatchObject({ status: 400, body: { status: expect.any(Array) } });
  });

  it("keeps the staff's 'Fullført' total as summaries are written and taken away (row_counts, migration 0035)", async () => {
    const db = t().db;
    const total = async () => {
      const res = await t().request<{ count: number; results: { status: string }[] }>(
        'GET',
        '/api/activity/activity/?status=completed&limit=2',
        { as: w.staff.id },
      );
      expect(res.status).toBe(200);
      expect(res.body.results.every((a) => a.status === 'Fullført')).toBe(true);
      return res.body.count;
    };
    const counted = () => db.$count(activities, isNotNull(activities.summaryDate));
    const before = await total();
    expect(before).toBe(await counted());
    const base = {
      teacherId: w.teacherA.teacher.id,
      studentIds: [w.studentA.student.id],
      categoryId: w.ref.activityCategory.id,
      subjectId: w.ref.subject.id,
    };
    const open = await insertActivity(db, { ...base, start: '2026-11-19T10:00:00+01:00' });
    const done = await insertActivity(db, {
      ...base,
      start: '2026-11-19T12:00:00+01:00',
      summaries: true,
      summaryDate: '2026-11-19',
    });
    expect(await total()).toBe(before + 1);
    const setOpen = (values: Partial<typeof activities.$inferInsert>) =>
      db.update(activities).set(values).where(eq(activities.id, open.id));
    await setOpen({ summaryDate: '2026-11-20' });
    expect(await total()).toBe(before + 2);
    // A change that keeps the summary date set, or another column, counts nothing.
    await setOpen({ summaryDate: '2026-11-21', duration: '2.00' });
    expect(await total()).toBe(before + 2);
    await setOpen({ summaryDate: null });
    expect(await total()).toBe(before + 1);
    await db.delete(activities).where(eq(activities.id, done.id));
    await db.delete(activities).where(eq(activities.id, open.id));
    expect(await total()).toBe(before);
    expect(await total()).toBe(await counted());
  });

  it('still counts when the offset is past the last page', async () => {
    const res = await t().request('GET', '/api/activity/activity/?limit=10&offset=100', {
      as: asA(),
    });
    expect(res.body).toMatchObject({ count: 4, results: [], next: null });
    const students = await t().request('GET', '/api/user/student/?limit=10&offset=50', {
      as: asA(),
    });
    expect(students.body).toMatchObject({ count: 2, results: [] });
    const overview = await t().request(
      'GET',
      '/api/activity/activity/student-overview/?limit=10&offset=50',
      { as: asA() },
    );
    expect(overview.body).toMatchObject({ count: 2, results: [] });
  });

  it('searches by student name and orders by a field', async () => {
    const res = await t().request(
      'GET',
      '/api/activity/activity/?search=noah&ordering=start_date_time',
      { as: asA() },
    );
    const page = expectSchema(ActivityListSchema, res.body);
    expect(page.results.map((a) => a.id)).toEqual([w.acts.missing.id, w.acts.planned.id]);
  });

  it("searches by subject and plan, and a teacher's search finds only their own students", async () => {
    const search = async (term: string, as: number) =>
      (
        await t().request('GET', `/api/activity/activity/?search=${encodeURIComponent(term)}`, {
          as,
        })
      ).body as { count: number; results: { id: number }[] };
    const asStaff = () => w.staff.id;
    const ids = (page: { results: { id: number }[] }) => page.results.map((a) => a.id).sort();
    const mine = [w.acts.paid.id, w.acts.unpaid.id, w.acts.missing.id, w.acts.planned.id].sort();
    // 'Matematikk R1' is the subject of every lesson, 'Plan' their plan.
    expect(ids(await search('matematikk r1', asA()))).toEqual(mine);
    expect(ids(await search('PLAN', asA()))).toEqual(mine);
    expect(await search('fysikk', asA())).toMatchObject({ count: 0, results: [] });
    // Ola Berg is teacher B's student: not found among teacher A's lessons, found by staff.
    expect(await search('ola berg', asA())).toMatchObject({ count: 0, results: [] });
    expect(ids(await search('ola berg', asStaff()))).toEqual([w.acts.otherTeachers.id]);
    expect(ids(await search('emma', asA()))).toEqual(
      [w.acts.paid.id, w.acts.unpaid.id, w.acts.planned.id].sort(),
    );
  });

  it('reads one own activity; staff read any', async () => {
    const res = await t().request('GET', `/api/activity/activity/${w.acts.unpaid.id}/`, {
      as: asA(),
    });
    expect(res.status).toBe(200);
    expect(expectSchema(ActivitySchema, res.body)).toMatchObject({
      summary_date: '2026-11-10',
      travel_time: 20,
      activity_location: 'STUDENT_HOME',
      activity_location_name: 'Hjemme hos eleven',
      incentive_bonus: '30.00',
      status: 'Fullført',
    });
    const staff = await t().request('GET', `/api/activity/activity/${w.acts.otherTeachers.id}/`, {
      as: w.staff.id,
    });
    expect(staff.status).toBe(200);
  });

  it('gives a per-student overview of own students', async () => {
    const res = await t().request('GET', '/api/activity/activity/student-overview/?limit=10', {
      as: asA(),
    });
    expect(res.status).toBe(200);
    const page = expectSchema(StudentOverviewListSchema, res.body);
    expect(page.count).toBe(2);
    const emma = page.results.find((r) => r.full_name === 'Emma Johansen');
    expect(emma).toMatchObject({
      number_of_activities: 3,
      number_of_completed_hours: '2.50',
      number_of_planned_hours: '2.00',
      number_of_activities_without_summary: 0,
      number_of_hours_remaining_in_packages: '10.00',
    });
    const filtered = await t().request(
      'GET',
      '/api/activity/activity/student-overview/?search=noah',
      { as: asA() },
    );
    expect((filtered.body as { count: number }).count).toBe(1);
  });

  it("follows a lesson's summary and teacher as they change (activity_students' copies)", async () => {
    const emma = async () => {
      const res = await t().request('GET', '/api/activity/activity/student-overview/?limit=10', {
        as: asA(),
      });
      return expectSchema(StudentOverviewListSchema, res.body).results.find(
        (r) => r.full_name === 'Emma Johansen',
      );
    };
    const setUnpaid = (values: Partial<typeof activities.$inferInsert>) =>
      t().db.update(activities).set(values).where(eq(activities.id, w.acts.unpaid.id));
    // The 1.5 h lesson of 10 November loses its summary date: no longer completed, now missing.
    await setUnpaid({ summaryDate: null });
    expect(await emma()).toMatchObject({
      number_of_activities: 3,
      number_of_completed_hours: '1.00',
      number_of_activities_without_summary: 1,
    });
    // It moves to teacher B: no longer among teacher A's lessons with Emma.
    await setUnpaid({ teacherId: w.teacherB.teacher.id });
    expect(await emma()).toMatchObject({
      number_of_activities: 2,
      number_of_completed_hours: '1.00',
      number_of_activities_without_summary: 0,
    });
    await setUnpaid({ teacherId: w.teacherA.teacher.id, summaryDate: '2026-11-10' });
    expect(await emma()).toMatchObject({
      number_of_activities: 3,
      number_of_completed_hours: '2.50',
      number_of_activities_without_summary: 0,
    });
  });
});

describe('activity writes and the save rules', () => {
  const payload = () => ({
    activity_category: w.ref.activityCategory.id,
    students: [w.studentA.student.id],
    subject: w.ref.subject.id,
    start_date_time: '2026-11-20T16:00:00+01:00',
    duration: 1.5,
    travel_time: 30,
    activity_location: 'STUDENT_HOME',
    activity_plan: 'Derivasjon',
    summary_teacher: 'Gikk fint',
    summary_student: 'Vi jobbet med derivasjon',
    homework: 'Oppgave 3.1',
    summary_date: null,
  });

  it('creates a past activity: summary_date today, pay from the category rate and settings, hours drawn', async () => {
    const res = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: payload(),
    });
    expect(res.status).toBe(201);
    const a = expectSchema(ActivitySchema, res.body);
    // 1.5 h x 250 kr; travel 2 x 30 min x 150 kr/h; both summaries within 48 h: 1.5 x 20 kr.
    expect(a).toMatchObject({
      summary_date: '2026-11-21',
      base_salary: '375.00',
      travel_salary: '150.00',
      incentive_bonus: '30.00',
      status: 'Fullført',
      homework: 'Oppgave 3.1',
    });
    const draws = await t().db.select().from(packageDraws).where(eq(packageDraws.activityId, a.id));
    expect(draws).toEqual([
      expect.objectContaining({
        packageId: w.pkg.id,
        studentId: w.studentA.student.id,
        hours: '1.50',
      }),
    ]);
  });

  it('a future start clears summaries and homework; INTERNET zeroes travel', async () => {
    const res = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: {
        ...payload(),
        start_date_time: '2026-12-01T16:00:00+01:00',
        activity_location: 'INTERNET',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      summary_teacher: '',
      summary_student: '',
      homework: '',
      summary_date: null,
      travel_time: 0,
      travel_salary: '0.00',
      status: 'Planlagt',
    });
  });

  it('refuses to empty a filled summary with the seed message, and keeps summary_date once set', async () => {
    const created = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: payload(),
    });
    const id = (created.body as { id: number }).id;
    const emptied = await t().request('PATCH', `/api/activity/activity/${id}/`, {
      as: asA(),
      body: { summary_student: '  ' },
    });
    expect(emptied).toMatchObject({
      status: 400,
      body: { summary_student: [EMPTIED_SUMMARY_MESSAGE] },
    });
    t().clock.advance(3 * 86_400_000);
    try {
      const edited = await t().request('PATCH', `/api/activity/activity/${id}/`, {
        as: asA(),
        body: { summary_teacher: 'Ny tekst', duration: 2 },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        summary_date: '2026-11-21',
        summary_teacher: 'Ny tekst',
        base_salary: '500.00',
        incentive_bonus: '40.00',
      });
    } finally {
      t().clock.set(new Date('2026-11-21T12:00:00+01:00'));
    }
  });

  it('sets summary_date when the second summary is first filled', async () => {
    const created = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: { ...payload(), summary_student: '' },
    });
    expect(created.body).toMatchObject({
      summary_date: null,
      status: 'Mangler oppsummering',
      incentive_bonus: '0.00',
    });
    const id = (created.body as { id: number }).id;
    const done = await t().request('PATCH', `/api/activity/activity/${id}/`, {
      as: asA(),
      body: { summary_student: 'Nå er den fylt inn' },
    });
    expect(done.body).toMatchObject({ summary_date: '2026-11-21', status: 'Fullført' });
  });

  it('refuses another teacher’s students and rounds nothing: durations must be quarter hours', async () => {
    const foreign = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: { ...payload(), students: [w.studentB.student.id] },
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { students: ['Du kan bare velge blant dine egne elever.'] },
    });
    const odd = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: { ...payload(), duration: 1.1 },
    });
    expect(odd).toMatchObject({
      status: 400,
      body: { duration: ['Varighet må gå opp i hele kvarter'] },
    });
  });

  it('refuses a subject the chosen students do not all have, on create and on a subject change', async () => {
    // Noah (studentA2) has no subjects: no subject is shared with him.
    const notShared = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: { ...payload(), students: [w.studentA.student.id, w.studentA2.student.id] },
    });
    expect(notShared).toMatchObject({
      status: 400,
      body: { subject: ['Velg et fag som alle de valgte elevene har.'] },
    });
    const own = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: payload(),
    });
    expect(own.status).toBe(201);
    const id = (own.body as { id: number }).id;
    const [chemistry] = await t()
      .db.insert(subjects)
      .values({
        subjectName: 'Kjemi 1',
        educationStageId: w.ref.stage.id,
        subjectCategoryId: w.ref.category.id,
      })
      .returning();
    const changed = await t().request('PATCH', `/api/activity/activity/${id}/`, {
      as: asA(),
      body: { subject: chemistry!.id },
    });
    expect(changed).toMatchObject({
      status: 400,
      body: { subject: ['Velg et fag som alle de valgte elevene har.'] },
    });

    // A lesson whose student no longer has its subject still gets its summaries (no change).
    const old = await insertActivity(t().db, {
      teacherId: w.teacherA.teacher.id,
      studentIds: [w.studentA2.student.id],
      categoryId: w.ref.activityCategory.id,
      subjectId: w.ref.subject.id,
      start: '2026-11-18T16:00:00+01:00',
    });
    const summarised = await t().request('PATCH', `/api/activity/activity/${old.id}/`, {
      as: asA(),
      body: { subject: w.ref.subject.id, summary_teacher: 'Fint', summary_student: 'Bra jobbet' },
    });
    expect(summarised.status).toBe(200);
  });

  it('draws from the newest package when none has hours left, going below zero', async () => {
    const created = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: { ...payload(), duration: 12 },
    });
    expect(created.status).toBe(201);
    const detail = await t().request('GET', `/api/user/student/${w.studentA.student.id}/`, {
      as: asA(),
    });
    const pkg = (
      detail.body as { packages: { id: number; remaining_hours: string }[] }
    ).packages.find((p) => p.id === w.pkg.id);
    expect(Number(pkg?.remaining_hours)).toBeLessThan(0);
  });

  it("keeps the staff's total of every lesson as lessons are created and deleted", async () => {
    const staffTotal = async () =>
      (
        (await t().request('GET', '/api/activity/activity/?limit=1', { as: w.staff.id })).body as {
          count: number;
        }
      ).count;
    const before = await staffTotal();
    expect(before).toBe((await t().db.select({ id: activities.id }).from(activities)).length);
    const created = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: payload(),
    });
    expect(created.status).toBe(201);
    expect(await staffTotal()).toBe(before + 1);
    const id = (created.body as { id: number }).id;
    await t().request('DELETE', `/api/activity/activity/${id}/`, { as: asA() });
    expect(await staffTotal()).toBe(before);
  });

  it('deletes an own activity (204) and refuses a paid one', async () => {
    const created = await t().request('POST', '/api/activity/activity/', {
      as: asA(),
      body: payload(),
    });
    const id = (created.body as { id: number }).id;
    expect(
      (await t().request('DELETE', `/api/activity/activity/${id}/`, { as: asA() })).status,
    ).toBe(204);
    expect((await t().request('GET', `/api/activity/activity/${id}/`, { as: asA() })).status).toBe(
      404,
    );
    const paid = await t().request('DELETE', `/api/activity/activity/${w.acts.paid.id}/`, {
      as: asA(),
    });
    expect(paid).toMatchObject({
      status: 400,
      body: { detail: 'Aktiviteten er utbetalt og kan ikke endres.' },
    });
  });
});
