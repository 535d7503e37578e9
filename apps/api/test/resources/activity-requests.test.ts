// A new lesson's save sent again with its form's Idempotency-Key (its answer was lost on a
// phone's connection) gets the lesson the first one made, not a second one
// (services/activities/activity-requests.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, packageDraws } from '../../src/db/schema/index';
import { ActivitySchema, IDEMPOTENCY_KEY_MESSAGE } from '../../src/contract/activities';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});

/** A past lesson whose plan names it, so the test can count its rows. */
const lesson = (plan: string, duration = 1.5) => ({
  activity_category: w.ref.activityCategory.id,
  students: [w.studentA.student.id],
  subject: w.ref.subject.id,
  start_date_time: '2026-11-20T16:00:00+01:00',
  duration,
  travel_time: 0,
  activity_location: 'INTERNET',
  activity_plan: plan,
  summary_teacher: 'Gikk fint',
  summary_student: 'Vi jobbet med derivasjon',
  homework: '',
  summary_date: null,
});

const save = (body: ReturnType<typeof lesson>, key?: string) =>
  t().request('POST', '/api/activity/activity/', {
    as: w.teacherA.user.id,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const lessonsPlanned = async (plan: string) =>
  t().db.select().from(activities).where(eq(activities.activityPlan, plan));

const drawnFor = async (activityId: number) =>
  (await t().db.select().from(packageDraws).where(eq(packageDraws.activityId, activityId))).map(
    (d) => d.hours,
  );

describe('a new lesson saved again with the same Idempotency-Key', () => {
  it('answers the lesson the first save made, drawn once', async () => {
    const key = randomUUID();
    const first = await save(lesson('Lagret to ganger'), key);
    const again = await save(lesson('Lagret to ganger'), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const made = expectSchema(ActivitySchema, first.body);
    expect(expectSchema(ActivitySchema, again.body)).toEqual(made);
    expect(await lessonsPlanned('Lagret to ganger')).toHaveLength(1);
    expect(await drawnFor(made.id)).toEqual(['1.50']);
  });

  it('writes changed values to that lesson: one lesson, with the last values', async () => {
    const key = randomUUID();
    const first = expectSchema(
      ActivitySchema,
      (await save(lesson('Endret før ny lagring'), key)).body,
    );
    const again = await save(lesson('Endret før ny lagring', 2), key);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.id, duration: '2.00' });
    expect(await lessonsPlanned('Endret før ny lagring')).toHaveLength(1);
    expect(await drawnFor(first.id)).toEqual(['2.00']);
    // The key now stands for the new values: the same save once more changes nothing.
    const third = await save(lesson('Endret før ny lagring', 2), key);
    expect(third.body).toMatchObject({ id: first.id, duration: '2.00' });
  });

  it('makes one lesson when the same save comes twice at once', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      save(lesson('Sendt samtidig'), key),
      save(lesson('Sendt samtidig'), key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(expectSchema(ActivitySchema, a.body).id).toBe(expectSchema(ActivitySchema, b.body).id);
    expect(await lessonsPlanned('Sendt samtidig')).toHaveLength(1);
  });

  it('makes a new lesson with another key, or without one', async () => {
    await save(lesson('To ulike lagringer'), randomUUID());
    await save(lesson('To ulike lagringer'), randomUUID());
    await save(lesson('To ulike lagringer'));
    expect(await lessonsPlanned('To ulike lagringer')).toHaveLength(3);
  });

  it('makes a new lesson once the first one is deleted', async () => {
    const key = randomUUID();
    const first = expectSchema(ActivitySchema, (await save(lesson('Slettet og lagret'), key)).body);
    const deleted = await t().request('DELETE', `/api/activity/activity/${first.id}/`, {
      as: w.teacherA.user.id,
    });
    expect(deleted.status).toBe(204);
    const again = expectSchema(ActivitySchema, (await save(lesson('Slettet og lagret'), key)).body);
    expect(again.id).not.toBe(first.id);
    expect(await lessonsPlanned('Slettet og lagret')).toHaveLength(1);
  });

  it('refuses a key that is not a UUID, with the field and a Norwegian message', async () => {
    const res = await save(lesson('Ugyldig nøkkel'), 'ikke-en-uuid');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ 'idempotency-key': [IDEMPOTENCY_KEY_MESSAGE] });
    expect(await lessonsPlanned('Ugyldig nøkkel')).toHaveLength(0);
  });
});
