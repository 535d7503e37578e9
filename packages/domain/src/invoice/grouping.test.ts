import { describe, expect, it } from 'vitest';
import { canExportInvoices, exportNeedsConfirmation } from './export';
import { groupProductLines, isProductExported, productGroupKey } from './grouping';

const line = (
  id: number,
  info: string,
  quantity: number | string,
  total: number | string,
  exported: string | null = null,
) => ({
  id,
  product_info: info,
  quantity,
  total_price: total,
  invoice_exported_date: exported,
});

describe('invoice product-line grouping', () => {
  it('groups package lines by product id and exported-or-not, summing quantity and total', () => {
    const groups = groupProductLines(
      7,
      [
        line(1, 'Pakke 20 timer', 1, '5000.00'),
        line(1, 'Pakke 20 timer', 1, '5000.50'),
        line(2, 'Pakke 10 timer', 1, 2500),
      ],
      'package',
    );
    expect(
      groups.map((g) => [g.key, g.quantity, g.total_price, g.exported, g.product_ids]),
    ).toEqual([
      ['7|id:1|not-exported', 2, 10000.5, false, [1, 1]],
      ['7|id:2|not-exported', 1, 2500, false, [2]],
    ]);
  });

  it('groups travel lines by product_info', () => {
    const groups = groupProductLines(
      3,
      [
        line(10, 'Reise Oslo', 1, 150),
        line(11, 'Reise Oslo', 2, 300),
        line(12, 'Reise Bergen', 1, 0.1),
      ],
      'travel',
    );
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({
      product_info: 'Reise Oslo',
      quantity: 3,
      total_price: 450,
      product_ids: [10, 11],
    });
    expect(groups[1]).toMatchObject({ receiver_id: 3, product_ids: [12], total_price: 0.1 });
  });

  it('keeps exported and not-exported lines of the same product apart', () => {
    const groups = groupProductLines(
      3,
      [
        line(10, 'Reise Oslo', 1, 150, '2026-10-01'),
        line(11, 'Reise Oslo', 1, 150),
        line(12, 'Reise Oslo', '1', '150', '2026-10-02'),
      ],
      'travel',
    );
    expect(groups.map((g) => [g.exported, g.quantity, g.product_ids])).toEqual([
      [true, 2, [10, 12]],
      [false, 1, [11]],
    ]);
    expect(exportNeedsConfirmation(groups)).toBe(true);
    expect(exportNeedsConfirmation(groups.filter((g) => !g.exported))).toBe(false);
  });

  it('keys include the receiver', () => {
    expect(productGroupKey(1, line(5, 'x', 1, 1), 'package')).not.toBe(
      productGroupKey(2, line(5, 'x', 1, 1), 'package'),
    );
    expect(isProductExported({ invoice_exported_date: undefined })).toBe(false);
    expect(groupProductLines(1, [], 'package')).toEqual([]);
  });

  it('disables export with no selection', () => {
    expect(canExportInvoices(0)).toBe(false);
    expect(canExportInvoices(2)).toBe(true);
  });
});
