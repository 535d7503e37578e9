// The month check of the economy area (issue 14, item 5): for a month, per teacher and package the
// hours taught, drawn, invoiced and paid, and every disagreement with its record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  packageDraws,
  packageStudents,
  packageTypes,
  packages,
  users,
} from '../../src/db/schema/index';
import { MonthCheckSchema } from '../../src/contract/economy';
import {
  createEmployee,
  createInvoiceReceiver,
  createReferenceData,
  createStudent,
  createTeacher,
} from '../../src/testing/factories';
import { createTestApp, useTestApp, type TestApp } from '../../src/testing/harness';
import { loadDemoData } from '../../src/demo/index';
import { expectSchema, insertActivity } from './world';

const t = useTestApp();
let staffId: number;
const ids = {
  jonas: 0,
  mari: 0,
  emma: 0,
  noah: 0,
  ola: 0,
  kari: 0,
  per: 0,
  p1: 0,
  p2: 0,
  p3: 0,
  p4: 0,
  l1: 0,
  l2: 0,
  l3: 0,
  l4: 0,
  l5: 0,
  l6: 0,
};

beforeAll(async () => {
  const db = t().db;
  const ref = await createReferenceData(db);
  staffId = (await createEmployee(db)).id;
  ids.jonas = (
    await createTeacher(db, { user: { firstName: 'Jonas', lastName: 'Haugen' } })
  ).teacher.id;
  ids.mari = (
    await createTeacher(db, { user: { firstName: 'Mari', lastName: 'Nilsen' } })
  ).teacher.id;
  ids.emma = (
    await createStudent(db, { user: { firstName: 'Emma', lastName: 'Johansen' } })
  ).student.id;
  ids.noah = (
    await createStudent(db, { user: { firstName: 'Noah', lastName: 'Johansen' } })
  ).student.id;
  ids.ola = (await createStudent(db, { user: { firstName: 'Ola', lastName: 'Berg' } })).student.id;
  ids.kari = (
    await createInvoiceReceiver(db, { user: { firstName: 'Kari', lastName: 'Johansen' } })
  ).receiver.id;
  ids.per = (
    await createInvoiceReceiver(db, { user: { firstName: 'Per', lastName: 'Berg' } })
  ).receiver.id;
  const [type] = await db
    .insert(packageTypes)
    .values({ name: '10 timer', hoursInPackage: '10.00' })
    .returning();
  const sell = async (receiver: number, student: number, dateSold: string, sent: string | null) => {
    const [row] = await db
      .insert(packages)
      .values({
        packageTypeId: type!.id,
        dateSold,
        invoiceReceiverId: receiver,
        expirationDate: '2027-12-31',
        additionalHoursAdded: '2.00',
        invoiceSentDate: sent,
      })
      .returning();
    await db.insert(packageStudents).values({ packageId: row!.id, studentId: student });
    return row!.id;
  };
  ids.p1 = await sell(ids.kari, ids.emma, '2026-09-01', '2026-09-03');
  ids.p2 = await sell(ids.kari, ids.emma, '2026-09-15', null);
  ids.p3 = await sell(ids.per, ids.ola, '2026-10-20', null);
  ids.p4 = await sell(ids.per, ids.ola, '2026-08-01', '2026-08-04');
  const lesson = async (
    teacherId: number,
    students: number[],
    start: string,
    duration: string,
    state: { summary?: string | null; paid?: string | null },
    draws: [number, number, string][],
  ) => {
    const row = await insertActivity(db, {
      teacherId,
      studentIds: students,
      categoryId: ref.activityCategory.id,
      subjectId: ref.subject.id,
      start,
      duration,
      summaries: Boolean(state.summary),
      summaryDate: state.summary ?? null,
      paidDate: state.paid ?? null,
    });
    for (const [studentId, packageId, hours] of draws)
      await db.insert(packageDraws).values({ activityId: row.id, studentId, packageId, hours });
    return row.id;
  };
  ids.l1 = await lesson(
    ids.jonas,
    [ids.emma],
    '2026-10-05T16:00:00+02:00',
    '1.50',
    { summary: '2026-10-05', paid: '2026-11-15' },
    [[ids.emma, ids.p1, '1.50']],
  );
  ids.l2 = await lesson(
    ids.jonas,
    [ids.noah],
    '2026-10-06T16:00:00+02:00',
    '1.00',
    { summary: '2026-10-06' },
    [],
  );
  ids.l3 = await lesson(ids.jonas, [ids.emma], '2026-10-07T16:00:00+02:00', '1.00', {}, [
    [ids.emma, ids.p1, '1.00'],
  ]);
  ids.l4 = await lesson(
    ids.jonas,
    [ids.emma],
    '2026-10-10T16:00:00+02:00',
    '2.00',
    { summary: '2026-10-20', paid: '2026-10-15' },
    [[ids.emma, ids.p2, '2.00']],
  );
  ids.l5 = await lesson(
    ids.jonas,
    [ids.emma, ids.ola],
    '2026-10-12T16:00:00+02:00',
    '1.00',
    { summary: '2026-10-12' },
    [[ids.emma, ids.p1, '1.00']],
  );
  ids.l6 = await lesson(
    ids.mari,
    [ids.ola],
    '2026-10-08T16:00:00+02:00',
    '1.00',
    { summary: '2026-10-08', paid: '2026-11-15' },
    [[ids.ola, ids.p4, '1.00']],
  );
  // November: another month.
  await lesson(ids.jonas, [ids.emma], '2026-11-02T16:00:00+01:00', '1.00', {}, []);
});

const check = async (query: string) => {
  const res = await t().request('GET', `/api/economy/month-check/?${query}`, { as: staffId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return expectSchema(MonthCheckSchema, res.body);
};

describe('GET economy/month-check/', () => {
  it('sums the month per teacher: taught, student hours, drawn, invoiced, paid', async () => {
    const result = await check('month=10&year=2026');
    expect(result.teachers).toEqual([
      {
        id: ids.jonas,
        name: 'Jonas Haugen',
        hours_taught: '6.50',
        student_hours: '7.50',
        hours_drawn: '5.50',
        hours_invoiced: '3.50',
        hours_paid: '3.50',
      },
      {
        id: ids.mari,
        name: 'Mari Nilsen',
        hours_taught: '1.00',
        student_hours: '1.00',
        hours_drawn: '1.00',
        hours_invoiced: '1.00',
        hours_paid: '1.00',
      },
    ]);
    expect(result.totals).toEqual({
      hours_taught: '7.50',
      student_hours: '8.50',
      hours_drawn: '6.50',
      hours_invoiced: '4.50',
      hours_paid: '4.50',
    });
  });

  it('lists the packages drawn from or sold in the month', async () => {
    const { packages: rows } = await check('month=10&year=2026');
    expect(
      rows.map((p) => [p.id, p.hours_in_package, p.hours_drawn, p.hours_invoiced, p.hours_paid]),
    ).toEqual([
      [ids.p4, '12.00', '1.00', '1.00', '1.00'],
      [ids.p1, '12.00', '3.50', '3.50', '1.50'],
      [ids.p2, '12.00', '2.00', '0.00', '2.00'],
      [ids.p3, '12.00', '0.00', '0.00', '0.00'],
    ]);
    expect(rows[2]).toMatchObject({
      name: '10 timer',
      invoice_receiver: ids.kari,
      invoice_receiver_name: 'Kari Johansen',
      date_sold: '2026-09-15',
      invoice_sent_date: null,
    });
  });

  it('lists every disagreement with its records, by date', async () => {
    const { disagreements } = await check('month=10&year=2026');
    expect(disagreements).toEqual([
      {
        kind: 'package_not_invoiced',
        message: 'Pakken 10 timer til Kari Johansen, solgt 15.09.2026, er ikke fakturert',
        date: '2026-09-15',
        activity: null,
        package: ids.p2,
        teacher: null,
        student: null,
        invoice_receiver: ids.kari,
      },
      {
        kind: 'lesson_without_package',
        message:
          'Timen 06.10.2026 hos Jonas Haugen trakk ingen timer fra en pakke for Noah Johansen',
        date: '2026-10-06',
        activity: ids.l2,
        package: null,
        teacher: ids.jonas,
        student: ids.noah,
        invoice_receiver: null,
      },
      {
        kind: 'lesson_without_summary',
        message: 'Timen 07.10.2026 hos Jonas Haugen mangler oppsummering',
        date: '2026-10-07',
        activity: ids.l3,
        package: null,
        teacher: ids.jonas,
        student: null,
        invoice_receiver: null,
      },
      {
        kind: 'lesson_paid_before_summary',
        message:
          'Timen 10.10.2026 hos Jonas Haugen ble betalt 15.10.2026, før oppsummeringen 20.10.2026',
        date: '2026-10-10',
        activity: ids.l4,
        package: null,
        teacher: ids.jonas,
        student: null,
        invoice_receiver: null,
      },
      {
        kind: 'lesson_without_package',
        message: 'Timen 12.10.2026 hos Jonas Haugen trakk ingen timer fra en pakke for Ola Berg',
        date: '2026-10-12',
        activity: ids.l5,
        package: null,
        teacher: ids.jonas,
        student: ids.ola,
        invoice_receiver: null,
      },
      {
        kind: 'package_not_invoiced',
        message: 'Pakken 10 timer til Per Berg, solgt 20.10.2026, er ikke fakturert',
        date: '2026-10-20',
        activity: null,
        package: ids.p3,
        teacher: null,
        student: null,
        invoice_receiver: ids.per,
      },
    ]);
  });

  it('defaults to the last whole month; a month after now has nothing held yet', async () => {
    // Now is 21 November 2026.
    expect(await check('')).toEqual(await check('month=10&year=2026'));
    const december = await check('month=12&year=2026');
    expect(december.teachers).toEqual([]);
    expect(december.totals.hours_taught).toBe('0.00');
  });

  it('refuses a month or year outside the bounds', async () => {
    for (const query of ['month=13&year=2026', 'month=0', 'year=1999', 'month=x']) {
      const res = await t().request('GET', `/api/economy/month-check/?${query}`, { as: staffId });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('the demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    await loadDemoData(demo.db, demo.clock.now(), { passwordHash: 'unusable$demo' });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('has a few disagreements of every kind in the last whole month', async () => {
    const [staff] = await demo.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ansatt@demo.no'));
    const res = await demo.request('GET', '/api/economy/month-check/', { as: staff!.id });
    expect(res.status).toBe(200);
    const { disagreements } = MonthCheckSchema.parse(res.body);
    const kinds = new Map<string, number>();
    for (const d of disagreements) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
    expect(kinds.get('lesson_without_package')).toBeGreaterThan(0);
    expect(kinds.get('package_not_invoiced')).toBeGreaterThan(0);
    expect(kinds.get('lesson_paid_before_summary')).toBe(1);
  });
});
