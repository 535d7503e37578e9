import { csvNumber, toSafeCsv, type SafeCsvCell } from '../csv/csv';
import { formatDateText } from '../format/dateText';
import { oreToDecimal, toOre } from '../format/ore';
import { groupProductLines, type InvoiceKind, type InvoiceProduct } from './grouping';

/**
 * The invoice files of 'Fakturaoversikt' ('Eksporter som CSV'): one file for package invoices and
 * one for travel invoices, built in the browser from GET payment/package-invoices/ or
 * payment/travel-invoices/ (the seed has no export call). One row per product line as the screen
 * groups them (receiver, product id or product_info for travel, exported or not) with the
 * receiver's details, so the accounting system can make one invoice per receiver.
 */

/** The invoice receiver of an invoice (seed 001 §3). */
export interface InvoiceReceiverDetails {
  id: number;
  full_name: string;
  email: string;
  phone_number: string;
  address: string;
  post_code: string;
  post_code_area: string;
}

/** A product line with the price fields of seed 001 §3 (kr as decimal strings or numbers). */
export interface InvoiceCsvProduct extends InvoiceProduct {
  date_sold: string;
  number_of_payments: number;
  sold_for_price: string | number;
  partial_payment_fee: string | number;
  price_per_payment: string | number;
}

export interface InvoiceForCsv<P extends InvoiceCsvProduct = InvoiceCsvProduct> {
  invoice_receiver: InvoiceReceiverDetails;
  products: readonly P[];
}

export const INVOICE_CSV_HEADER = [
  'Kundenummer',
  'Navn',
  'E-post',
  'Telefon',
  'Adresse',
  'Postnummer',
  'Poststed',
  'Produktnummer',
  'Produkt',
  'Dato',
  'Antall',
  'Antall betalinger',
  'Pris',
  'Delbetalingsgebyr',
  'Pris per betaling',
  'Totalpris',
] as const;

const kr = (ore: number) => csvNumber(oreToDecimal(ore), { fixedDecimals: true });

/**
 * Rows of an invoice file (header first). `selectedProductIds`, when given, keeps only those
 * product lines (the rows the user selected). Per grouped line: the receiver's details, the product
 * ids (space-separated), product_info, the earliest date (DD.MM.YYYY), the summed quantity, the
 * number of payments, the unit price, the partial-payment fee per payment and the price per
 * payment of the first line, and the total. Sums are exact (in øre); every text cell is neutralised
 * against formula injection, amounts are number cells with two decimals.
 */
export function invoiceCsvRows<P extends InvoiceCsvProduct>(
  invoices: readonly InvoiceForCsv<P>[],
  kind: InvoiceKind,
  selectedProductIds?: Iterable<number>,
): SafeCsvCell[][] {
  const selected = selectedProductIds ? new Set(selectedProductIds) : undefined;
  const rows: SafeCsvCell[][] = [[...INVOICE_CSV_HEADER]];
  for (const { invoice_receiver: r, products } of invoices) {
    const chosen = selected ? products.filter((p) => selected.has(p.id)) : products;
    for (const group of groupProductLines(r.id, chosen, kind)) {
      const lines = group.products;
      const first = lines[0];
      if (!first) continue;
      const sum = (pick: (p: P) => string | number) =>
        lines.reduce((acc, p) => acc + toOre(pick(p)), 0);
      const earliest = lines.map((p) => p.date_sold).sort()[0] ?? '';
      rows.push([
        String(r.id),
        r.full_name,
        r.email,
        r.phone_number,
        r.address,
        r.post_code,
        r.post_code_area,
        group.product_ids.join(' '),
        group.product_info,
        formatDateText(earliest) || earliest,
        csvNumber(oreToDecimal(sum((p) => p.quantity))),
        csvNumber(first.number_of_payments),
        kr(toOre(first.sold_for_price)),
        kr(toOre(first.partial_payment_fee)),
        kr(sum((p) => p.price_per_payment)),
        kr(sum((p) => p.total_price)),
      ]);
    }
  }
  return rows;
}

/** An invoice file as text (BOM first, so spreadsheet programs read æøå right). */
export function invoiceCsv<P extends InvoiceCsvProduct>(
  invoices: readonly InvoiceForCsv<P>[],
  kind: InvoiceKind,
  selectedProductIds?: Iterable<number>,
): string {
  return toSafeCsv(invoiceCsvRows(invoices, kind, selectedProductIds), { bom: true });
}
