import { definePolicy, staffRowsOnly } from './policy';

/** payment/…: the invoice overview 'Fakturaoversikt' is staff only (seed 001 §2). */
export const invoicePolicy = definePolicy({
  resource: 'invoices',
  operations: {
    packageInvoices: ['employee'],
    travelInvoices: ['employee'],
    mark: ['employee'],
  },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});
