import { z } from '@hono/zod-openapi';
import { parseDateText } from '@portal/domain/format';
import { CUSTOM_INVOICE_MARK_MESSAGE } from '@portal/domain/invoice';
import { DEFAULT_INVOICE_START_DATE } from '@portal/domain/reference';
import { DateString, Decimal, Id, booleanQuery, postalAddress } from './common';

// --- 'Fakturaoversikt' (seed 001 sections 2, 3, 5 and 7; domain.md "Packages, invoices"; issue 14) ---

export const INVOICE_DATE_MESSAGE = 'Ugyldig dato. Bruk DD.MM.YYYY.';
export const INVOICE_PERIOD_MESSAGE = 'Sluttdatoen kan ikke være før startdatoen.';
export { CUSTOM_INVOICE_MARK_MESSAGE };

const dateText = (name: string, description: string) =>
  z
    .string()
    .max(10, INVOICE_DATE_MESSAGE)
    .regex(/^\d{2}\.\d{2}\.\d{4}$/, INVOICE_DATE_MESSAGE)
    .refine((text) => parseDateText(text) !== null, INVOICE_DATE_MESSAGE)
    .optional()
    .openapi({ param: { name, in: 'query' }, example: DEFAULT_INVOICE_START_DATE, description });

/** start_date, end_date (DD.MM.YYYY, both days included), sent. */
export const invoiceListQuery = z.object({
  start_date: dateText(
    'start_date',
    `First day, DD.MM.YYYY (default ${DEFAULT_INVOICE_START_DATE}).`,
  ),
  end_date: dateText('end_date', 'Last day, DD.MM.YYYY (default today in Oslo).'),
  sent: booleanQuery(
    'sent',
    'true: only lines marked invoiced (fakturert); false: only those not yet; absent: all.',
  ),
});

/** The invoice receiver of an invoice (seed 001 §3 "Invoice"). */
export const InvoiceReceiverDetailsSchema = z
  .object({
    id: Id.openapi({ description: 'Invoice receiver id.' }),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    ...postalAddress,
  })
  .openapi('InvoiceReceiverDetails');

/** A product line (seed 001 §3 "Product"); kr as exact two-decimal strings. */
export const InvoiceProductSchema = z
  .object({
    id: Id.openapi({
      description:
        'Package id (package invoices) or lesson id (travel invoices): what payment/mark-invoices/ takes.',
    }),
    date_sold: DateString.openapi({ description: 'Date sold, or the day of the lesson.' }),
    product_info: z.string(),
    quantity: z.number().int(),
    number_of_payments: z.number().int(),
    sold_for_price: Decimal.openapi({
      description:
        'Package: price × (1 − discount/100) + extra price, rounded to øre once; travel: the customer travel rate.',
    }),
    partial_payment_fee: Decimal.openapi({
      description: 'Fee per payment when number_of_payments > 1, else 0.00.',
    }),
    total_price: Decimal.openapi({
      description: 'sold_for_price + partial_payment_fee × number_of_payments (exact).',
    }),
    price_per_payment: Decimal.openapi({
      description: 'total_price / number_of_payments, rounded to øre (half away from zero).',
    }),
    invoice_exported_date: DateString.nullable(),
    invoice_sent_date: DateString.nullable(),
    is_custom: z.boolean().openapi({
      description: `A lesson of a custom category: shown, but not exportable or markable ('${CUSTOM_INVOICE_MARK_MESSAGE}').`,
    }),
  })
  .openapi('InvoiceProduct');

export const InvoiceSchema = z
  .object({
    invoice_receiver: InvoiceReceiverDetailsSchema,
    products: z.array(InvoiceProductSchema),
  })
  .openapi('Invoice');

export const InvoiceListSchema = z.array(InvoiceSchema).openapi('InvoiceList');

/** At most this many ids per list in one marking call. */
export const MAX_MARK_INVOICE_IDS = 100_000;

const idList = (description: string) =>
  z.array(Id).max(MAX_MARK_INVOICE_IDS).optional().openapi({ description });

export const MarkInvoicesSchema = z
  .strictObject({
    packages: idList('Package ids (package invoice lines).'),
    travel_activities: idList('Lesson ids (travel invoice lines).'),
    mark_sent: z.boolean().optional().openapi({
      description: 'true: set the sent date (today) where not set; false: clear it; absent: leave.',
    }),
    mark_exported: z.boolean().optional().openapi({
      description:
        'true: set the exported date (today) where not set; false: clear it; absent: leave.',
    }),
  })
  .openapi('MarkInvoices');
export type MarkInvoices = z.infer<typeof MarkInvoicesSchema>;

export const MarkInvoicesResultSchema = z
  .object({
    ids_not_updated: z.object({ packages: z.array(Id), travel_activities: z.array(Id) }).openapi({
      description: 'Ids missing, not an invoice line, or already in the target state.',
    }),
    response_message: z.string(),
  })
  .openapi('MarkInvoicesResult');
