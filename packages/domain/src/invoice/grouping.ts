import { roundKr } from '../format/money';

/** A product line of an invoice as the API sends it (seed 001 §3). Money may be decimal strings. */
export interface InvoiceProduct {
  id: number;
  product_info: string;
  quantity: number | string;
  total_price: number | string;
  invoice_exported_date?: string | null;
}

/** Package invoices group by product id; travel invoices by product_info. */
export type InvoiceKind = 'package' | 'travel';

/** Product lines merged for display (seed 001 §3 "Grouped product line"). */
export interface GroupedProductLine<P extends InvoiceProduct = InvoiceProduct> {
  /** receiver id | product id (or product_info for travel) | exported or not */
  key: string;
  receiver_id: number;
  product_info: string;
  /** Sum of quantity over the group. */
  quantity: number;
  /** Sum of total_price over the group, rounded to øre. */
  total_price: number;
  /** True when the lines of this group were exported (they have an invoice_exported_date). */
  exported: boolean;
  /** Ids of the product lines in the group: what a mark or export call sends. */
  product_ids: number[];
  /** The original lines, in their order. */
  products: P[];
}

/** True when a product line was exported before. */
export function isProductExported(product: { invoice_exported_date?: string | null }): boolean {
  return Boolean(product.invoice_exported_date);
}

/** The group key of a product line. */
export function productGroupKey(
  receiverId: number,
  product: InvoiceProduct,
  kind: InvoiceKind,
): string {
  const productPart = kind === 'travel' ? `info:${product.product_info}` : `id:${product.id}`;
  return `${receiverId}|${productPart}|${isProductExported(product) ? 'exported' : 'not-exported'}`;
}

/**
 * Groups one receiver's product lines: lines with the same key become one line whose quantity and
 * total price are summed. Groups keep the order in which their first line appears, so exported and
 * not-exported lines of the same product stay apart.
 */
export function groupProductLines<P extends InvoiceProduct>(
  receiverId: number,
  products: readonly P[],
  kind: InvoiceKind,
): GroupedProductLine<P>[] {
  const groups = new Map<string, GroupedProductLine<P>>();
  for (const product of products) {
    const key = productGroupKey(receiverId, product, kind);
    const group = groups.get(key) ?? {
      key,
      receiver_id: receiverId,
      product_info: product.product_info,
      quantity: 0,
      total_price: 0,
      exported: isProductExported(product),
      product_ids: [],
      products: [],
    };
    group.quantity += Number(product.quantity);
    group.total_price = roundKr(group.total_price + Number(product.total_price));
    group.product_ids.push(product.id);
    group.products.push(product);
    groups.set(key, group);
  }
  return [...groups.values()];
}
