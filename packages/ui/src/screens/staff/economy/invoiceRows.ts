import type { Invoice, InvoiceListKind, InvoiceProductLine } from '@portal/api-client/invoices';
import { sumKr } from '@portal/domain/format';
import { groupProductLines, type GroupedProductLine } from '@portal/domain/invoice';

/** A grouped product line with what the screen needs to know about it. */
export interface InvoiceLine extends GroupedProductLine<InvoiceProductLine> {
  /** A custom-activity line: shown, never exportable or markable. */
  custom: boolean;
  /** Every line of the group has a sent date / some have one. */
  sent: boolean;
  partlySent: boolean;
  /** Earliest and latest date of the group ('YYYY-MM-DD'). */
  firstDate: string;
  lastDate: string;
}

/** A receiver's row: their details, product lines grouped by the domain's rule, and the sum. */
export interface InvoiceRow {
  id: number;
  invoice: Invoice;
  lines: InvoiceLine[];
  /** The lines that can be selected (not custom). */
  selectable: InvoiceLine[];
  total: string;
}

export function invoiceRows(invoices: readonly Invoice[], kind: InvoiceListKind): InvoiceRow[] {
  return invoices.map((invoice) => {
    const lines = groupProductLines(invoice.invoice_receiver.id, invoice.products, kind).map(
      (group): InvoiceLine => {
        const dates = group.products.map((p) => p.date_sold).sort();
        const sentCount = group.products.filter((p) => p.invoice_sent_date).length;
        return {
          ...group,
          custom: group.products.some((p) => p.is_custom),
          sent: sentCount === group.products.length,
          partlySent: sentCount > 0 && sentCount < group.products.length,
          firstDate: dates[0] ?? '',
          lastDate: dates.at(-1) ?? '',
        };
      },
    );
    return {
      id: invoice.invoice_receiver.id,
      invoice,
      lines,
      selectable: lines.filter((line) => !line.custom),
      total: sumKr(invoice.products.map((p) => p.total_price)),
    };
  });
}

/**
 * The selection holds product ids, not group keys: exporting a line moves it to the exported group,
 * and it must stay selected for 'Marker valgte som fakurert'.
 */
export function isLineSelected(line: InvoiceLine, selected: ReadonlySet<number>): boolean {
  return line.product_ids.every((id) => selected.has(id));
}

/** 'all', 'some' or 'none' of a row's selectable lines are in the selection. */
export function rowSelection(row: InvoiceRow, selected: ReadonlySet<number>) {
  const count = row.selectable.filter((line) => isLineSelected(line, selected)).length;
  if (count === 0) return 'none' as const;
  return count === row.selectable.length ? ('all' as const) : ('some' as const);
}
