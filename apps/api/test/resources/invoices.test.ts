// The invoice overview 'Fakturaoversikt' on the API (seed 001 §2-§9, domain.md "Packages,
// invoices", issue 14): invoices computed from packages and lessons with travel, exact to the øre,
// marked idempotently and atomically; the browser's CSV (@portal/domain invoiceCsv) reads back.
import { parseCsv, parseCsvNumber } from '@portal/domain/csv';
import { oreToDecimal, sumKr, toOre } from '@portal/domain/format';
import {
  CUSTOM_INVOICE_MARK_MESSAGE,
  INVOICE_CSV_HEADER,
  invoiceCsv,
} from '@portal/domain/invoice';
import { packagePrice, pricePerPayment } from '@portal/domain/package';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activities,
  activityCategories,
  invoiceReceiverStudents,
  packageDraws,
  packageStudents,
  packageTypePrices,
  packageTypes,
  packages,
} from '../../src/db/schema/index';
import { InvoiceListSchema, MarkInvoicesResultSchema } from '../../src/contract/invoices';
import {
  createEmployee,
  createInvoiceReceiver,
  createReferenceData,
  createStudent,
  createTeacher,
} from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { insertActivity } from './world';

type Invoices = z.infer<typeof InvoiceListSchema>;
type Product = Invoices[number]['products'][number];

const t = useTestApp();
let staffId: number;
let ref: Awaited<ReturnType<typeof createReferenceData>>;
const r = { kari: 0, per: 0, hacker: 0 };
const s = { emma: 0, noah: 0, ola: 0 };
const p = { a: 0, b: 0, c: 0, old: 0, sent: 0 };
const a = { travel: 0, two: 0, drawn: 0, custom: 0, internet: 0, noSummary: 0, november: 0 };
let teacherId: number;
let customCategory: number;

/** A package type with one price row; returns the type and price ids. */
const packageType = async (name: string, hours: string, price: string) => {
  const db = t().db;
  const [type] = await db.insert(packageTypes).values({ name, hoursInPackage: hours }).returning();
  const [row] = await db
    .insert(packageTypePrices)
    .values({ packageTypeId: type!.id, price })
    .returning();
  return { typeId: type!.id, priceId: row!.id };
};

const sell = async (
  type: { typeId: number; priceId: number },
  receiverId: number,
  studentIds: number[],
  values: Partial<typeof packages.$inferInsert> = {},
) => {
  const db = t().db;
  const [row] = await db
    .insert(packages)
    .values({
      packageTypeId: type.typeId,
      packageTypePriceId: type.priceId,
      dateSold: '2026-11-02',
      invoiceReceiverId: receiverId,
      expirationDate: '2027-11-02',
      ...values,
    })
    .returning();
  for (const studentId of studentIds)
    await db.insert(packageStudents).values({ packageId: row!.id, studentId });
  return row!.id;
};

const lesson = async (
  studentIds: number[],
  start: string,
  options: { location?: string; travelTime?: number; summary?: boolean; category?: number } = {},
) =>
  (
    await insertActivity(t().db, {
      teacherId,
      studentIds,
      categoryId: options.category ?? ref.activityCategory.id,
      subjectId: ref.subject.id,
      start,
      summaries: options.summary ?? true,
      summaryDate: (options.summary ?? true) ? start.slice(0, 10) : null,
      location: options.location ?? 'STUDENT_HOME',
      travelTime: options.travelTime ?? 20,
    })
  ).id;

beforeAll(async () => {
  const db = t().db;
  ref = await createReferenceData(db);
  staffId = (await createEmployee(db)).id;
  teacherId = (await createTeacher(db)).teacher.id;
  const [custom] = await db
    .insert(activityCategories)
    .values({ name: 'Spesialoppdrag', hourlyRate: '300', isCustom: true })
    .returning();
  customCategory = custom!.id;
  s.emma = (
    await createStudent(db, { user: { firstName: 'Emma', lastName: 'Johansen' } })
  ).student.id;
  s.noah = (
    await createStudent(db, { user: { firstName: 'Noah', lastName: 'Johansen' } })
  ).student.id;
  s.ola = (await createStudent(db, { user: { firstName: 'Ola', lastName: 'Berg' } })).student.id;
  r.kari = (
    await createInvoiceReceiver(db, {
      user: { firstName: 'Kari', lastName: 'Johansen', email: 'kari@test.no', postCode: '0150' },
      paysFor: [s.emma, s.noah],
    })
  ).receiver.id;
  r.per = (
    await createInvoiceReceiver(db, {
      user: { firstName: 'Per', lastName: 'Berg', email: 'per@test.no' },
      paysFor: [s.ola],
    })
  ).receiver.id;
  // A receiver whose name and address a spreadsheet would take for formulas.
  r.hacker = (
    await createInvoiceReceiver(db, {
      user: {
        firstName: '=HYPERLINK("http://x")',
        lastName: 'Hansen',
        email: 'hansen@test.no',
        address: '+47 Gata 1',
      },
    })
  ).receiver.id;
  const ten = await packageType('10 timer', '10.00', '4500.00');
  const twenty = await packageType('20 timer', '20.00', '8000.00');
  const tiny = await packageType('Prøvetime', '1.00', '10.05');
  p.a = await sell(ten, r.kari, [s.emma], { discountPercentage: '10.00' });
  p.b = await sell(twenty, r.kari, [s.noah], {
    dateSold: '2026-11-10',
    discountPercentage: '12.50',
    extraPrice: '99.99',
    numberOfPayments: 3,
    commentForInvoice: 'Betales over tre måneder',
  });
  p.c = await sell(tiny, r.hacker, [], { discountPercentage: '50.00', numberOfPayments: 2 });
  p.old = await sell(ten, r.per, [s.ola], { dateSold: '2026-09-30' });
  p.sent = await sell(ten, r.per, [s.ola], {
    dateSold: '2026-11-05',
    invoiceSentDate: '2026-11-06',
  });
  // Lessons with travel in November.
  a.travel = await lesson([s.emma], '2026-11-03T16:00:00+01:00');
  a.two = await lesson([s.emma, s.ola], '2026-11-04T16:00:00+01:00', { location: 'OTHER' });
  a.drawn = await lesson([s.ola], '2026-11-05T16:00:00+01:00');
  // Ola's hours for this lesson came from Kari's package: Kari pays for the travel too.
  await db
    .insert(packageDraws)
    .values({ activityId: a.drawn, studentId: s.ola, packageId: p.a, hours: '1.00' });
  a.custom = await lesson([s.noah], '2026-11-06T16:00:00+01:00', { category: customCategory });
  a.internet = await lesson([s.emma], '2026-11-07T16:00:00+01:00', { location: 'INTERNET' });
  a.noSummary = await lesson([s.emma], '2026-11-08T16:00:00+01:00', { summary: false });
  a.november = await lesson([s.emma], '2026-11-30T23:30:00+01:00');
  await lesson([s.emma], '2026-12-01T00:30:00+01:00'); // after the period
});

const as = () => ({ as: staffId });
const invoices = async (kind: 'package' | 'travel', query: string) => {
  const res = await t().request<Invoices>('GET', `/api/payment/${kind}-invoices/?${query}`, as());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return InvoiceListSchema.parse(res.body);
};
const products = (list: Invoices) => list.flatMap((i) => i.products);
const mark = (body: Record<string, unknown>) =>
  t().request<z.infer<typeof MarkInvoicesResultSchema>>('POST', '/api/payment/mark-invoices/', {
    ...as(),
    body,
  });
const NOVEMBER = 'start_date=01.11.2026&end_date=30.11.2026';

describe('GET payment/package-invoices/', () => {
  it('bills each package of the period to its receiver, with exact prices', async () => {
    const list = await invoices('package', NOVEMBER);
    expect(list.map((i) => i.invoice_receiver.full_name)).toEqual([
      '=HYPERLINK("http://x") Hansen',
      'Kari Johansen',
      'Per Berg',
    ]);
    const kari = list[1]!;
    expect(kari.invoice_receiver).toMatchObject({
      id: r.kari,
      email: 'kari@test.no',
      phone_number: '41234567',
      address: 'Storgata 1',
      post_code: '0150',
      post_code_area: 'Oslo',
    });
    expect(kari.products).toEqual([
      {
        id: p.a,
        date_sold: '2026-11-02',
        product_info: '10 timer – Emma Johansen',
        quantity: 1,
        number_of_payments: 1,
        sold_for_price: '4050.00',
        partial_payment_fee: '0.00',
        total_price: '4050.00',
        price_per_payment: '4050.00',
        invoice_exported_date: null,
        invoice_sent_date: null,
        is_custom: false,
      },
      {
        id: p.b,
        date_sold: '2026-11-10',
        product_info: '20 timer – Noah Johansen – Betales over tre måneder',
        quantity: 1,
        number_of_payments: 3,
        // 8000 × (1 − 12.5/100) + 99.99; fee 49 per payment.
        sold_for_price: '7099.99',
        partial_payment_fee: '49.00',
        total_price: '7246.99',
        price_per_payment: '2415.66',
        invoice_exported_date: null,
        invoice_sent_date: null,
        is_custom: false,
      },
    ]);
    // 10.05 × 0.5 = 5.025 rounds half away from zero to 5.03; two payments of (5.03 + 98) / 2.
    expect(list[0]!.products[0]).toMatchObject({
      id: p.c,
      sold_for_price: '5.03',
      total_price: '103.03',
      price_per_payment: '51.52',
    });
    expect(list[2]!.products.map((x) => x.id)).toEqual([p.sent]);
  });

  it('totals follow the price formula and the partial-payment fee rule (as @portal/domain)', async () => {
    for (const product of products(await invoices('package', NOVEMBER))) {
      const [row] = await t().db.select().from(packages).where(eq(packages.id, product.id));
      const [price] = await t()
        .db.select()
        .from(packageTypePrices)
        .where(eq(packageTypePrices.id, row!.packageTypePriceId!));
      const sold = packagePrice(price!.price, row!.discountPercentage, row!.extraPrice);
      const fee = row!.numberOfPayments > 1 ? toOre('49.00') * row!.numberOfPayments : 0;
      expect(toOre(product.sold_for_price)).toBe(toOre(sold));
      expect(toOre(product.total_price)).toBe(toOre(sold) + fee);
      expect(product.price_per_payment).toBe(
        oreToDecimal(toOre(pricePerPayment((toOre(sold) + fee) / 100, row!.numberOfPayments))),
      );
    }
  });

  it('filters by the sent flag and the period; the default period starts 01.01.2016', async () => {
    expect(products(await invoices('package', `${NOVEMBER}&sent=true`)).map((x) => x.id)).toEqual([
      p.sent,
    ]);
    expect(products(await invoices('package', `${NOVEMBER}&sent=false`)).map((x) => x.id)).toEqual([
      p.c,
      p.a,
      p.b,
    ]);
    const all = products(await invoices('package', ''));
    expect(all.map((x) => x.id).sort()).toEqual([p.a, p.b, p.c, p.old, p.sent].sort());
    expect(
      products(await invoices('package', 'start_date=01.10.2026&end_date=30.10.2026')),
    ).toEqual([]);
  });

  it('refuses a date that is not DD.MM.YYYY or a period that ends before it starts', async () => {
    for (const query of [
      'start_date=2026-11-01',
      'start_date=31.02.2026',
      'end_date=1.11.2026',
      'sent=kanskje',
    ]) {
      const res = await t().request('GET', `/api/payment/package-invoices/?${query}`, as());
      expect(res.status, query).toBe(400);
    }
    const res = await t().request(
      'GET',
      '/api/payment/travel-invoices/?start_date=02.11.2026&end_date=01.11.2026',
      as(),
    );
    expect(res).toMatchObject({
      status: 400,
      body: { end_date: ['Sluttdatoen kan ikke være før startdatoen.'] },
    });
  });
});

describe('GET payment/travel-invoices/', () => {
  it('bills each completed lesson with travel to the receivers of its students', async () => {
    const list = await invoices('travel', NOVEMBER);
    const lines = list.flatMap((i) =>
      i.products.map((x) => [
        i.invoice_receiver.id,
        x.id,
        x.product_info,
        x.total_price,
        x.is_custom,
      ]),
    );
    expect(lines).toEqual([
      [r.kari, a.travel, 'Reisetillegg – Emma Johansen', '250.00', false],
      [r.kari, a.two, 'Reisetillegg – Emma Johansen', '250.00', false],
      [r.kari, a.drawn, 'Reisetillegg – Ola Berg', '250.00', false],
      [r.kari, a.custom, 'Reisetillegg (Spesialoppdrag) – Noah Johansen', '250.00', true],
      [r.kari, a.november, 'Reisetillegg – Emma Johansen', '250.00', false],
      [r.per, a.two, 'Reisetillegg – Ola Berg', '250.00', false],
    ]);
    // Each invoice names its own receiver (the lines carry only the id).
    expect(
      list.map((i) => [
        i.invoice_receiver.id,
        i.invoice_receiver.full_name,
        i.invoice_receiver.email,
      ]),
    ).toEqual([
      [r.kari, 'Kari Johansen', 'kari@test.no'],
      [r.per, 'Per Berg', 'per@test.no'],
    ]);
    // A lesson at 23:30 on 30 November in Oslo is a November line.
    expect(list[0]!.products.find((x) => x.id === a.november)?.date_sold).toBe('2026-11-30');
  });

  it('writes every field of a line and of its receiver', async () => {
    // The travel answer is written as text (services/invoices/read.ts), the package answer by
    // JSON.stringify: the same receiver reads the same in both, and a line has every field.
    const raw = async (kind: 'package' | 'travel') =>
      (await t().request<Invoices>('GET', `/api/payment/${kind}-invoices/?${NOVEMBER}`, as())).body;
    const kari = (list: Invoices) => list.find((i) => i.invoice_receiver.id === r.kari)!;
    const travel = kari(await raw('travel'));
    expect(travel.invoice_receiver).toStrictEqual(kari(await raw('package')).invoice_receiver);
    expect(travel.products.find((x) => x.id === a.custom)).toStrictEqual({
      id: a.custom,
      date_sold: '2026-11-06',
      product_info: 'Reisetillegg (Spesialoppdrag) – Noah Johansen',
      quantity: 1,
      number_of_payments: 1,
      sold_for_price: '250.00',
      partial_payment_fee: '0.00',
      total_price: '250.00',
      price_per_payment: '250.00',
      invoice_exported_date: null,
      invoice_sent_date: null,
      is_custom: true,
    });
  });

  it("names a line's students by name, and bills a student drawn twice by the first draw", async () => {
    const db = t().db;
    // Anna sorts before Emma by name, not by id: a line with both lists her first.
    const anna = (await createStudent(db, { user: { firstName: 'Anna', lastName: 'Aas' } })).student
      .id;
    await db.insert(invoiceReceiverStudents).values({ invoiceReceiverId: r.kari, studentId: anna });
    // October, a period no other test reads.
    const both = await lesson([s.emma, anna], '2026-10-06T16:00:00+02:00');
    const twice = await lesson([s.ola], '2026-10-07T16:00:00+02:00');
    const second = await lesson([s.ola], '2026-10-08T16:00:00+02:00');
    // Ola's hours for `twice` came first from Kari's package, then from Per's; for `second`,
    // from Per's.
    await db.insert(packageDraws).values([
      { activityId: twice, studentId: s.ola, packageId: p.a, hours: '0.50' },
      { activityId: twice, studentId: s.ola, packageId: p.old, hours: '0.50' },
      { activityId: second, studentId: s.ola, packageId: p.old, hours: '1.00' },
    ]);
    const list = await invoices('travel', 'start_date=01.10.2026&end_date=31.10.2026');
    expect(
      list.map((i) => [i.invoice_receiver.id, i.products.map((x) => [x.id, x.product_info])]),
    ).toEqual([
      [
        r.kari,
        [
          [both, 'Reisetillegg – Anna Aas, Emma Johansen'],
          [twice, 'Reisetillegg – Ola Berg'],
        ],
      ],
      [r.per, [[second, 'Reisetillegg – Ola Berg']]],
    ]);
  });

  it('writes every name as it is, beside the en dash the answer escapes', async () => {
    const db = t().db;
    // A name beyond Latin-1, and names holding the text `\u0000`: the answer, written as text
    // (services/invoices/read.ts), escapes every name as JSON.stringify does.
    const lukasz = (
      await createStudent(db, { user: { firstName: 'Łukasz', lastName: 'Nowak \\u0000 Ś' } })
    ).student.id;
    const marked = (await createStudent(db, { user: { firstName: 'Å', lastName: ' \\u0000 ' } }))
      .student.id;
    await db.insert(invoiceReceiverStudents).values([
      { invoiceReceiverId: r.kari, studentId: lukasz },
      { invoiceReceiverId: r.kari, studentId: marked },
    ]);
    // August, a period no other test reads.
    const first = await lesson([lukasz], '2026-08-04T16:00:00+02:00');
    const second = await lesson([marked], '2026-08-05T16:00:00+02:00');
    const res = await t().request<Invoices>(
      'GET',
      '/api/payment/travel-invoices/?start_date=01.08.2026&end_date=31.08.2026',
      as(),
    );
    expect(res.status).toBe(200);
    expect(
      InvoiceListSchema.parse(res.body).flatMap((i) =>
        i.products.map((x) => [x.id, x.product_info]),
      ),
    ).toEqual([
      [first, 'Reisetillegg – Łukasz Nowak \\u0000 Ś'],
      [second, 'Reisetillegg – Å  \\u0000'],
    ]);
  });
});

describe('POST payment/mark-invoices/', () => {
  it('marks lines sent, idempotently, and reports the ones not changed', async () => {
    const first = await mark({
      packages: [p.a, p.b, p.sent, 999_999],
      travel_activities: [a.travel, a.internet],
      mark_sent: true,
    });
    expect(MarkInvoicesResultSchema.parse(first.body)).toEqual({
      ids_not_updated: {
        packages: [p.sent, 999_999].sort((x, y) => x - y),
        travel_activities: [a.internet],
      },
      response_message: 'Noen av fakturalinjene finnes ikke eller var allerede markert',
    });
    const [pa] = await t().db.select().from(packages).where(eq(packages.id, p.a));
    expect(pa?.invoiceSentDate).toBe('2026-11-21');
    const again = await mark({
      packages: [p.a, p.b],
      travel_activities: [a.travel],
      mark_sent: true,
    });
    expect(again.body.ids_not_updated).toEqual({
      packages: [p.a, p.b].sort((x, y) => x - y),
      travel_activities: [a.travel],
    });
    expect(
      products(await invoices('travel', `${NOVEMBER}&sent=true`)).map((x) => [
        x.id,
        x.invoice_sent_date,
        x.invoice_exported_date,
      ]),
    ).toEqual([[a.travel, '2026-11-21', null]]);
    // Exporting stamps the exported date and keeps the sent date.
    const exported = await mark({ packages: [p.a], mark_exported: true });
    expect(exported.body).toEqual({
      ids_not_updated: { packages: [], travel_activities: [] },
      response_message: 'Fakturaene ble oppdatert',
    });
    const line = products(await invoices('package', NOVEMBER)).find((x) => x.id === p.a)!;
    expect(line).toMatchObject({
      invoice_sent_date: '2026-11-21',
      invoice_exported_date: '2026-11-21',
    });
    // And false clears both again.
    await mark({
      packages: [p.a, p.b],
      travel_activities: [a.travel],
      mark_sent: false,
      mark_exported: false,
    });
    const rows = await t()
      .db.select()
      .from(packages)
      .where(inArray(packages.id, [p.a, p.b]));
    for (const row of rows)
      expect([row.invoiceSentDate, row.invoiceExportedDate]).toEqual([null, null]);
  });

  it('refuses a custom lesson with the seed’s message and changes nothing', async () => {
    const before = await t().db.select().from(packages).orderBy(asc(packages.id));
    const res = await mark({
      packages: [p.a],
      travel_activities: [a.travel, a.custom],
      mark_sent: true,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { travel_activities: [CUSTOM_INVOICE_MARK_MESSAGE] },
    });
    expect(await t().db.select().from(packages).orderBy(asc(packages.id))).toEqual(before);
    const [travel] = await t().db.select().from(activities).where(eq(activities.id, a.travel));
    expect(travel?.travelInvoiceSentDate).toBeNull();
  });

  it('two staff marking at once change each line once', async () => {
    const ids = [p.a, p.b, p.c];
    const [x, y] = await Promise.all([
      mark({ packages: ids, mark_exported: true }),
      mark({ packages: ids, mark_exported: true }),
    ]);
    const changedBy = [x, y].map((res) =>
      ids.filter((id) => !res.body.ids_not_updated.packages.includes(id)),
    );
    expect([...changedBy[0]!, ...changedBy[1]!].sort()).toEqual([...ids].sort());
    await mark({ packages: ids, mark_exported: false });
  });

  it('refuses a call that names no line or no flag, and a bad body', async () => {
    expect(await mark({ packages: [], mark_sent: true })).toMatchObject({ status: 400 });
    expect(await mark({ packages: [p.a] })).toMatchObject({
      status: 400,
      body: {
        non_field_errors: [
          'Send packages eller travel_activities, og mark_sent eller mark_exported.',
        ],
      },
    });
    for (const body of [
      { packages: ['1'], mark_sent: true },
      { packages: [p.a], mark_sent: 'ja' },
      { packages: [p.a], mark_sent: true, custom: true },
      { packages: [0], mark_sent: true },
    ])
      expect((await mark(body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('the invoice CSV (built in the browser by @portal/domain)', () => {
  it('reads back to the same figures with every text cell neutralised', async () => {
    for (const kind of ['package', 'travel'] as const) {
      const list = await invoices(kind, NOVEMBER);
      const exportable = list.map((i) => ({
        ...i,
        products: i.products.filter((x) => !x.is_custom),
      }));
      const rows = parseCsv(invoiceCsv(exportable, kind));
      expect(rows[0]).toEqual([...INVOICE_CSV_HEADER]);
      const lines = products(exportable);
      expect(sumKr(rows.slice(1).map((row) => parseCsvNumber(row[15]!)))).toBe(
        sumKr(lines.map((x) => x.total_price)),
      );
      expect(
        rows
          .slice(1)
          .flatMap((row) => row[7]!.split(' ').map(Number))
          .sort(),
      ).toEqual(lines.map((x) => x.id).sort());
      for (const row of rows.slice(1))
        for (const cell of row) expect(/^[=+\-@\t\r]/.test(cell), cell).toBe(false);
    }
    const packageRows = parseCsv(invoiceCsv(await invoices('package', NOVEMBER), 'package'));
    const hansen = packageRows.find((row) => row[0] === String(r.hacker))!;
    expect(hansen.slice(1, 5)).toEqual([
      `'=HYPERLINK("http://x") Hansen`,
      'hansen@test.no',
      '41234567',
      "'+47 Gata 1",
    ]);
  });
});

describe('property: random packages', () => {
  // The oracle in integers: price (øre) × (100 − discount) / 100 + extra, rounded half away from
  // zero once; the fee per payment added when paid in parts; per payment total / n rounded.
  const roundDiv = (n: bigint, d: bigint) => {
    const q = n / d;
    const rem = n % d;
    return Number(2n * (rem < 0n ? -rem : rem) >= d ? q + (n < 0n ? -1n : 1n) : q);
  };
  it('every package line is the price formula and the fee rule, to the øre', async () => {
    const type = await packageType('Egendefinert', '5.00', '0.00');
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            priceOre: fc.integer({ min: 0, max: 5_000_000 }),
            discountHundredths: fc.integer({ min: 0, max: 10_000 }),
            extraOre: fc.integer({ min: 0, max: 500_000 }),
            payments: fc.integer({ min: 1, max: 6 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (sold) => {
          day += 1;
          const date = `2030-01-${String(day).padStart(2, '0')}`;
          const ids: number[] = [];
          for (const x of sold) {
            const [price] = await t()
              .db.insert(packageTypePrices)
              .values({ packageTypeId: type.typeId, price: oreToDecimal(x.priceOre) })
              .returning();
            ids.push(
              await sell({ typeId: type.typeId, priceId: price!.id }, r.per, [], {
                dateSold: date,
                discountPercentage: oreToDecimal(x.discountHundredths),
                extraPrice: oreToDecimal(x.extraOre),
                numberOfPayments: x.payments,
              }),
            );
          }
          const d = `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
          const lines = products(await invoices('package', `start_date=${d}&end_date=${d}`));
          expect(lines.map((l: Product) => l.id)).toEqual(ids);
          lines.forEach((line, i) => {
            const x = sold[i]!;
            const soldOre =
              roundDiv(BigInt(x.priceOre) * BigInt(10_000 - x.discountHundredths), 10_000n) +
              x.extraOre;
            const totalOre = soldOre + (x.payments > 1 ? 4900 * x.payments : 0);
            expect(line.sold_for_price).toBe(oreToDecimal(soldOre));
            expect(line.total_price).toBe(oreToDecimal(totalOre));
            expect(line.price_per_payment).toBe(
              oreToDecimal(roundDiv(BigInt(totalOre), BigInt(x.payments))),
            );
            // @portal/domain's packagePrice (what the screens show) agrees.
            expect(
              toOre(
                packagePrice(
                  oreToDecimal(x.priceOre),
                  oreToDecimal(x.discountHundredths),
                  oreToDecimal(x.extraOre),
                ),
              ),
            ).toBe(soldOre);
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});
