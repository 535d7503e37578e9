// Staff selling and editing packages, and their order confirmations (seed 001 §2, §4, §5, §9).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderConfirmations,
  outboxMail,
  packageDraws,
  packageTypePrices,
  packages,
  users,
} from '../../src/db/schema/index';
import { PackageSchema } from '../../src/contract/packages';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, insertActivity, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
  await t()
    .db.insert(packageTypePrices)
    .values([
      { packageTypeId: w.pkg.packageTypeId, price: '4500.00', createdAt: new Date('2025-01-01') },
      { packageTypeId: w.pkg.packageTypeId, price: '5000.00', createdAt: new Date('2026-01-01') },
    ]);
});

const asStaff = () => w.staff.id;
const sell = (fields: Record<string, unknown> = {}) =>
  t().request('POST', '/api/package/package/', {
    as: asStaff(),
    body: {
      date_sold: '2026-11-20',
      package_type: w.pkg.packageTypeId,
      students: [w.studentA.student.id, w.studentA2.student.id],
      invoice_receiver: w.receiver.receiver.id,
      discount_percentage: 10,
      extra_price: 250,
      additional_hours_added: '',
      number_of_payments: '',
      ...fields,
    },
  });

describe('package types', () => {
  it('lists each type with its newest price', async () => {
    const res = await t().request('GET', '/api/package/package-type/', { as: asStaff() });
    expect(res).toMatchObject({
      status: 200,
      body: [{ name: '10 timer', hours_in_package: '10.00', latest_price: { price: '5000.00' } }],
    });
  });
});

describe('selling a package', () => {
  it("prices it by the seed's formula, defaults blanks and makes a NEW_PACKAGE confirmation", async () => {
    const res = await sell();
    expect(res.status).toBe(201);
    const pkg = expectSchema(PackageSchema, res.body);
    expect(pkg).toMatchObject({
      name: '10 timer',
      hours_in_package: '10.00',
      remaining_hours: '10.00',
      // 5000 × (1 − 10/100) + 250: the discount applies to the type's price only.
      sold_for_price: '4750.00',
      package_type_price: '5000.00',
      discount_percentage: '10.00',
      extra_price: '250.00',
      additional_hours_added: '0.00',
      number_of_payments: 1,
      date_sold: '2026-11-20',
      expiration_date: '2027-11-20',
      students: [{ full_name: 'Emma Johansen' }, { full_name: 'Noah Johansen' }],
      order_confirmations: [
        { order_confirmation_purpose: 'NEW_PACKAGE', order_confirmation_sent_date: null },
      ],
    });
  });

  it("answers the seed's messages for bad input", async () => {
    const res = await sell({
      date_sold: '',
      students: [],
      discount_percentage: 101,
      extra_price: -1,
      number_of_payments: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      discount_percentage: ['Rabatt må være mellom 0 og 100'],
      extra_price: ['Ekstrapris kan ikke være negativ'],
      number_of_payments: ['Antall betalinger må være et helt tall, minst 1'],
    });
    const domain = await sell({ date_sold: '', students: [], package_type: '' });
    expect(domain.body).toMatchObject({
      date_sold: ['Salgsdato er påkrevd'],
      package_type: ['Velg en pakketype'],
    });
  });
});

describe('editing a package', () => {
  it('changes fields, makes an EDITED_PACKAGE confirmation and reactivates an expired package', async () => {
    const id = ((await sell()).body as { id: number }).id;
    await t().db.update(packages).set({ expirationDate: '2026-01-01' }).where(eq(packages.id, id));
    const res = await t().request('PATCH', `/api/package/package/${id}/`, {
      as: asStaff(),
      body: { discount_percentage: 0, description: 'Før eksamen', reactivate_package: true },
    });
    expect(res.status).toBe(200);
    const pkg = expectSchema(PackageSchema, res.body);
    expect(pkg).toMatchObject({
      sold_for_price: '5250.00',
      description: 'Før eksamen',
      is_expired: false,
      // 12 months from today (21 November 2026).
      expiration_date: '2027-11-21',
    });
    expect(pkg.order_confirmations?.map((c) => c.order_confirmation_purpose)).toEqual([
      'NEW_PACKAGE',
      'EDITED_PACKAGE',
    ]);
    // Students are added, never removed: sending one already on it changes nothing.
    const added = await t().request('PATCH', `/api/package/package/${id}/`, {
      as: asStaff(),
      body: { add_students: [w.studentB.student.id, w.studentA.student.id] },
    });
    expect(expectSchema(PackageSchema, added.body).students.map((s) => s.full_name)).toEqual([
      'Emma Johansen',
      'Noah Johansen',
      'Ola Berg',
    ]);
    const long = await t().request('PATCH', `/api/package/package/${id}/`, {
      as: asStaff(),
      body: { comment_for_invoice: 'x'.repeat(256) },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { comment_for_invoice: ['Kommentar til faktura kan ikke være lengre enn 255 tegn'] },
    });
  });
});

describe('order confirmations', () => {
  it('previews the mail, sends it once to the receiver and refuses to delete a sent one', async () => {
    const pkg = expectSchema(PackageSchema, (await sell({ extra_price: 0 })).body);
    const confirmation = pkg.order_confirmations![0]!;
    const preview = await t().request(
      'GET',
      `/api/package/order-confirmation/${confirmation.id}/email-preview/?purpose=NEW_PACKAGE`,
      { as: asStaff() },
    );
    expect(preview.status).toBe(200);
    const html = (preview.body as { email_html: string }).email_html;
    expect(html).toContain('Takk for bestillingen!');
    expect(html).toContain('10 timer og 0 minutter');
    expect(html).toContain('Emma Johansen, Noah Johansen');

    const sent = await t().request('PUT', `/api/package/order-confirmation/${confirmation.id}/`, {
      as: asStaff(),
    });
    expect(sent.status).toBe(200);
    const mails = await t()
      .db.select()
      .from(outboxMail)
      .where(eq(outboxMail.to, w.receiver.user.email));
    expect(mails.filter((m) => m.subject === 'Ordrebekreftelse: ny pakke')).toHaveLength(1);
    const again = await t().request('PUT', `/api/package/order-confirmation/${confirmation.id}/`, {
      as: asStaff(),
    });
    expect(again).toMatchObject({
      status: 400,
      body: { detail: 'Ordrebekreftelsen er allerede sendt.' },
    });
    const del = await t().request('DELETE', `/api/package/order-confirmation/${confirmation.id}/`, {
      as: asStaff(),
    });
    expect(del.status).toBe(400);
  });

  it('deletes an unsent confirmation', async () => {
    const pkg = expectSchema(PackageSchema, (await sell()).body);
    const id = pkg.order_confirmations![0]!.id;
    const del = await t().request('DELETE', `/api/package/order-confirmation/${id}/`, {
      as: asStaff(),
    });
    expect(del.status).toBe(204);
    const rows = await t()
      .db.select()
      .from(orderConfirmations)
      .where(eq(orderConfirmations.id, id));
    expect(rows).toHaveLength(0);
  });
});

describe('deleting a package', () => {
  it('deletes an unused package and refuses one lessons drew from', async () => {
    const fresh = expectSchema(PackageSchema, (await sell()).body);
    const ok = await t().request('DELETE', `/api/package/package/${fresh.id}/`, { as: asStaff() });
    expect(ok.status).toBe(204);
    // Two draws first, so the draw's id is not the package's id by chance.
    await t()
      .db.insert(packageDraws)
      .values([
        {
          activityId: w.acts.paid.id,
          studentId: w.studentA.student.id,
          packageId: w.pkg.id,
          hours: '0.25',
        },
        {
          activityId: w.acts.unpaid.id,
          studentId: w.studentA.student.id,
          packageId: w.pkg.id,
          hours: '0.25',
        },
      ]);
    await t().db.insert(packageDraws).values({
      activityId: w.acts.paid.id,
      studentId: w.studentA.student.id,
      packageId: w.pkg.id,
      hours: '1.00',
    });
    const refused = await t().request('DELETE', `/api/package/package/${w.pkg.id}/`, {
      as: asStaff(),
    });
    expect(refused.status).toBe(400);
    const gone = await t().request('DELETE', `/api/package/package/${fresh.id}/`, {
      as: asStaff(),
    });
    expect(gone.status).toBe(404);
  });
});

describe("the staff's package list (counts and search on the indexed paths)", () => {
  const list = (query: string) =>
    t().request('GET', `/api/package/package/${query}`, { as: asStaff() });
  const countOf = async (query: string) => (await list(query)).body as { count: number };
  const ids = async (query: string) =>
    ((await list(query)).body as { results: { id: number }[] }).results.map((p) => p.id);
  const packagesInTable = async () =>
    (await t().db.select({ id: packages.id }).from(packages)).length;

  it('counts every package, following sales and deletions', async () => {
    const before = (await countOf('?limit=1')).count;
    expect(before).toBe(await packagesInTable());
    const sold = await sell();
    expect(sold.status).toBe(201);
    expect((await countOf('?limit=1')).count).toBe(before + 1);
    const id = (sold.body as { id: number }).id;
    const gone = await t().request('DELETE', `/api/package/package/${id}/`, { as: asStaff() });
    expect(gone.status).toBe(204);
    expect((await countOf('?limit=1')).count).toBe(before);
  });

  it("finds a package by its type's, its receiver's or a student's name, and nothing else", async () => {
    const [receiverUser] = await t()
      .db.select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, w.receiver.user.id));
    const all = await packagesInTable();
    expect((await countOf('?limit=100&search=10%20timer')).count).toBe(all);
    expect(await ids(`?limit=100&search=${encodeURIComponent('emma johansen')}`)).toContain(
      w.pkg.id,
    );
    const receiverName = `${receiverUser!.first} ${receiverUser!.last}`;
    expect(await ids(`?limit=100&search=${encodeURIComponent(receiverName)}`)).toContain(w.pkg.id);
    // A page past the end counts them too (the count runs alone, with its own match).
    const byReceiver = await countOf(`?limit=100&search=${encodeURIComponent(receiverName)}`);
    expect(byReceiver.count).toBeGreaterThan(0);
    const past = await list(`?limit=5&offset=100&search=${encodeURIComponent(receiverName)}`);
    expect(past.body).toMatchObject({ count: byReceiver.count, results: [] });
    expect(await countOf('?limit=100&search=finnes%20ikke')).toMatchObject({ count: 0 });
  });
});

describe("a package's hours drawn and its pace", () => {
  it('counts every draw in the remaining hours, and lessons of the last 8 weeks in the pace', async () => {
    const pkg = expectSchema(PackageSchema, (await sell()).body);
    const lesson = (start: string) =>
      insertActivity(t().db, {
        teacherId: w.teacherA.teacher.id,
        studentIds: [w.studentA.student.id],
        categoryId: w.ref.activityCategory.id,
        subjectId: w.ref.subject.id,
        start,
      });
    // Now is 21 November 2026 (FIXED_NOW): 12 weeks before, 11 days before, and one planned.
    const drawn = [
      [await lesson('2026-08-29T16:00:00+02:00'), '3.00'],
      [await lesson('2026-11-10T16:00:00+01:00'), '1.50'],
      [await lesson('2026-11-28T16:00:00+01:00'), '2.00'],
    ] as const;
    await t()
      .db.insert(packageDraws)
      .values(
        drawn.map(([activity, hours]) => ({
          activityId: activity.id,
          studentId: w.studentA.student.id,
          packageId: pkg.id,
          hours,
        })),
      );
    const res = await t().request('GET', '/api/package/package/?limit=100', { as: asStaff() });
    const listed = (res.body as { results: { id: number }[] }).results.find((p) => p.id === pkg.id);
    expect(listed).toMatchObject({
      hours_in_package: '10.00',
      remaining_hours: '3.50',
      hours_used_last_8_weeks: '1.50',
      // 3.5 hours at 1.5 hours per 56 days: 130.67 days, so 131 days after 21 November 2026.
      expected_run_out_date: '2027-04-01',
    });
  });
});
