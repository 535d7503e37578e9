import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvNumber } from '../csv/parse';
import { oreToDecimal, sumKr, toOre } from '../format/ore';
import { INVOICE_CSV_HEADER, invoiceCsv, type InvoiceCsvProduct, type InvoiceForCsv } from './csv';
import { groupProductLines } from './grouping';

const receiver = (id: number, name = 'Kari Johansen') => ({
  id,
  full_name: name,
  email: 'kari@test.no',
  phone_number: '41234567',
  address: 'Storgata 1',
  post_code: '0150',
  post_code_area: 'Oslo',
});

const product = (over: Partial<InvoiceCsvProduct> & { id: number }): InvoiceCsvProduct => ({
  date_sold: '2026-11-02',
  product_info: '10 timer – Emma Johansen',
  quantity: 1,
  number_of_payments: 1,
  sold_for_price: '4500.00',
  partial_payment_fee: '0.00',
  total_price: '4500.00',
  price_per_payment: '4500.00',
  invoice_exported_date: null,
  ...over,
});

describe('invoice CSV', () => {
  it('writes one row per grouped product line with the receiver, and reads back', () => {
    const invoices: InvoiceForCsv[] = [
      {
        invoice_receiver: receiver(7),
        products: [
          product({ id: 11 }),
          product({
            id: 12,
            date_sold: '2026-11-20',
            product_info: '20 timer – Noah Johansen',
            number_of_payments: 3,
            sold_for_price: '8000.00',
            partial_payment_fee: '49.00',
            total_price: '8147.00',
            price_per_payment: '2715.67',
          }),
        ],
      },
      { invoice_receiver: receiver(9, '=cmd|"/c calc"!A1'), products: [product({ id: 13 })] },
    ];
    const rows = parseCsv(invoiceCsv(invoices, 'package'));
    expect(rows[0]).toEqual([...INVOICE_CSV_HEADER]);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toEqual([
      '7',
      'Kari Johansen',
      'kari@test.no',
      '41234567',
      'Storgata 1',
      '0150',
      'Oslo',
      '12',
      '20 timer – Noah Johansen',
      '20.11.2026',
      '1',
      '3',
      '8\u202f000,00',
      '49,00',
      '2\u202f715,67',
      '8\u202f147,00',
    ]);
    expect(rows[3]![1]).toBe(`'=cmd|"/c calc"!A1`);
    const totals = rows.slice(1).map((r) => parseCsvNumber(r[15]!));
    expect(sumKr(totals)).toBe('17147.00');
  });

  it('sums a travel group by product_info and keeps only the selected lines', () => {
    const travel = (id: number, info: string, exported: string | null = null) =>
      product({
        id,
        product_info: info,
        sold_for_price: '250.00',
        total_price: '250.00',
        price_per_payment: '250.00',
        invoice_exported_date: exported,
      });
    const invoices = [
      {
        invoice_receiver: receiver(3),
        products: [
          travel(1, 'Reisetillegg – Emma'),
          travel(2, 'Reisetillegg – Emma'),
          travel(3, 'Reisetillegg – Emma', '2026-10-05'),
          travel(4, 'Reisetillegg – Noah'),
        ],
      },
    ];
    const rows = parseCsv(invoiceCsv(invoices, 'travel', [1, 2, 3]));
    expect(rows.slice(1).map((r) => [r[7], r[8], r[10], r[15]])).toEqual([
      ['1 2', 'Reisetillegg – Emma', '2', '500,00'],
      ['3', 'Reisetillegg – Emma', '1', '250,00'],
    ]);
  });

  // Random receivers and product lines in øre: grouping and the file keep every line once and the
  // totals exact.
  const productArb = fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    info: fc.constantFrom('Reisetillegg – Emma', 'Reisetillegg – Noah', '10 timer'),
    quantity: fc.integer({ min: 1, max: 3 }),
    totalOre: fc.integer({ min: 0, max: 5_000_000 }),
    exported: fc.boolean(),
  });
  type RawInvoices = {
    receiverId: number;
    products: { id: number; info: string; quantity: number; totalOre: number; exported: boolean }[];
  }[];
  const invoicesArb: fc.Arbitrary<RawInvoices> = fc.array(
    fc.record({
      receiverId: fc.integer({ min: 1, max: 5 }),
      products: fc.array(productArb, { maxLength: 8 }),
    }),
    { maxLength: 5 },
  );
  const toInvoices = (raw: RawInvoices) =>
    raw.map((inv) => ({
      invoice_receiver: receiver(inv.receiverId),
      products: inv.products.map((p) =>
        product({
          id: p.id,
          product_info: p.info,
          quantity: p.quantity,
          sold_for_price: oreToDecimal(p.totalOre),
          total_price: oreToDecimal(p.totalOre),
          price_per_payment: oreToDecimal(p.totalOre),
          invoice_exported_date: p.exported ? '2026-10-01' : null,
        }),
      ),
    }));

  it('property: grouping puts every line in exactly one group and keeps quantity and total', () => {
    fc.assert(
      fc.property(
        invoicesArb,
        fc.constantFrom('package' as const, 'travel' as const),
        (raw, kind) => {
          for (const inv of toInvoices(raw)) {
            const groups = groupProductLines(inv.invoice_receiver.id, inv.products, kind);
            expect(groups.flatMap((g) => g.products)).toHaveLength(inv.products.length);
            expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
            for (const g of groups) {
              expect(g.products.every((p) => Boolean(p.invoice_exported_date) === g.exported)).toBe(
                true,
              );
              expect(toOre(g.total_price)).toBe(
                g.products.reduce((a, p) => a + toOre(p.total_price), 0),
              );
              expect(g.quantity).toBe(g.products.reduce((a, p) => a + Number(p.quantity), 0));
            }
          }
        },
      ),
    );
  });

  it('property: the file reads back to the exact total and quantity of the lines', () => {
    fc.assert(
      fc.property(
        invoicesArb,
        fc.constantFrom('package' as const, 'travel' as const),
        (raw, kind) => {
          const invoices = toInvoices(raw);
          const rows = parseCsv(invoiceCsv(invoices, kind)).slice(1);
          const all = invoices.flatMap((i) => i.products);
          expect(sumKr(rows.map((r) => parseCsvNumber(r[15]!)))).toBe(
            sumKr(all.map((p) => p.total_price)),
          );
          expect(sumKr(rows.map((r) => parseCsvNumber(r[10]!)))).toBe(
            sumKr(all.map((p) => p.quantity)),
          );
          expect(rows.flatMap((r) => r[7]!.split(' ')).length).toBe(all.length);
        },
      ),
    );
  });
});
