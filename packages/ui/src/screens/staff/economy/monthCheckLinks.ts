import type { MonthCheckDisagreement } from '@portal/api-client/economy';
import { OPEN_IN_INVOICES, OPEN_LESSON } from './economyTexts';

/** Where the staff's lesson record lives (the page a disagreement about a lesson links to). */
export const lessonRecordPath = (id: number) => `/economy/lesson/${id}`;

/** 'Fakturaoversikt' on one sale day with the receiver's row open: where the package is invoiced. */
export const packageInvoicePath = (date: string, receiver: number | null) =>
  `/economy/invoice/overview?fra=${date}&til=${date}${receiver === null ? '' : `&mottaker=${receiver}`}`;

/** The record a disagreement is about: the lesson, or the package's invoice line. */
export function disagreementLink(d: MonthCheckDisagreement): { to: string; label: string } | null {
  if (d.activity !== null) return { to: lessonRecordPath(d.activity), label: OPEN_LESSON };
  if (d.package !== null)
    return { to: packageInvoicePath(d.date, d.invoice_receiver), label: OPEN_IN_INVOICES };
  return null;
}
