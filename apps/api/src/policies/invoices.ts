import { sql } from 'drizzle-orm';
import { definePolicy } from './policy';

/** payment/…: the invoice overview 'Fakturaoversikt' is staff only (seed 001 §2). */
export const invoicePolicy = definePolicy({
  resource: 'invoices',
  operations: {
    packageInvoices: ['employee'],
    travelInvoices: ['employee'],
    mark: ['employee'],
  },
  visible: (viewer) => (viewer.kind === 'staff' ? undefined : sql`false`),
  hiddenFields: () => [],
});
