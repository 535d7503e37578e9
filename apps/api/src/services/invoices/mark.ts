import { CUSTOM_INVOICE_MARK_MESSAGE } from '@portal/domain/invoice';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, activityCategories, locations, packages } from '../../db/schema/index';
import { FieldError, NON_FIELD_ERRORS } from '../../http/errors';
import type { MarkInvoices } from '../../contract/invoices';
import { intArrayParam } from '../salary/mark-paid';

export const MARK_INVOICES_NOTHING_MESSAGE =
  'Send packages eller travel_activities, og mark_sent eller mark_exported.';
export const MARK_INVOICES_DONE_MESSAGE = 'Fakturaene ble oppdatert';
export const MARK_INVOICES_PARTIAL_MESSAGE =
  'Noen av fakturalinjene finnes ikke eller var allerede markert';

type Flag = { column: SQL | unknown; value: boolean | undefined };

/** SET value of one date column for a flag: today where unset (true), null (false). */
const setTo = (column: unknown, value: boolean, today: string) =>
  value ? sql`coalesce(${column}, ${today}::date)` : sql`null::date`;
/** The rows a flag changes: unset ones when setting, set ones when clearing. */
const changes = ({ column, value }: Flag) =>
  value ? sql`${column} is null` : sql`${column} is not null`;

/** A lesson that is a travel invoice line: completed, with travel time, at a place with travel. */
const isTravelLine = sql`${activities.travelTime} > 0 and ${activities.summaryDate} is not null
  and exists (select 1 from ${locations} where ${locations.code} = ${activities.activityLocation} and ${locations.hasTravel})`;

/**
 * POST payment/mark-invoices/: sets (true) or clears (false) the sent ('fakturert') and/or exported
 * dates of package and travel lines, in one transaction. Each UPDATE changes only rows not yet in
 * the target state (idempotent; concurrent calls change a row once); ids missing, not a line, or
 * already marked come back in ids_not_updated. A custom lesson among travel_activities refuses the
 * whole call with the seed's message and changes nothing.
 */
export const markInvoices = async (db: Database, body: MarkInvoices, today: string) => {
  const packageIds = [...new Set(body.packages ?? [])];
  const travelIds = [...new Set(body.travel_activities ?? [])];
  if (
    (packageIds.length === 0 && travelIds.length === 0) ||
    (body.mark_sent === undefined && body.mark_exported === undefined)
  )
    throw new FieldError({ [NON_FIELD_ERRORS]: [MARK_INVOICES_NOTHING_MESSAGE] });

  return db.transaction(async (tx) => {
    let doneTravel: number[] = [];
    let donePackages: number[] = [];
    if (travelIds.length) {
      const custom = await tx
        .select({ id: activities.id })
        .from(activities)
        .innerJoin(
          activityCategories,
          sql`${activityCategories.id} = ${activities.activityCategoryId}`,
        )
        .where(
          and(
            sql`${activities.id} = any(${intArrayParam(travelIds)})`,
            sql`${activityCategories.isCustom}`,
          ),
        )
        .limit(1);
      if (custom.length) throw new FieldError({ travel_activities: [CUSTOM_INVOICE_MARK_MESSAGE] });
      const flags: Flag[] = [
        { column: activities.travelInvoiceSentDate, value: body.mark_sent },
        { column: activities.travelInvoiceExportedDate, value: body.mark_exported },
      ];
      const set: Partial<Record<'travelInvoiceSentDate' | 'travelInvoiceExportedDate', SQL>> = {};
      if (body.mark_sent !== undefined)
        set.travelInvoiceSentDate = setTo(activities.travelInvoiceSentDate, body.mark_sent, today);
      if (body.mark_exported !== undefined)
        set.travelInvoiceExportedDate = setTo(
          activities.travelInvoiceExportedDate,
          body.mark_exported,
          today,
        );
      const rows = await tx
        .update(activities)
        .set(set)
        .where(
          and(
            sql`${activities.id} = any(${intArrayParam(travelIds)})`,
            isTravelLine,
            or(...flags.filter((f) => f.value !== undefined).map(changes)),
          ),
        )
        .returning({ id: activities.id });
      doneTravel = rows.map((r) => r.id);
    }
    if (packageIds.length) {
      const flags: Flag[] = [
        { column: packages.invoiceSentDate, value: body.mark_sent },
        { column: packages.invoiceExportedDate, value: body.mark_exported },
      ];
      const set: Partial<Record<'invoiceSentDate' | 'invoiceExportedDate', SQL>> = {};
      if (body.mark_sent !== undefined)
        set.invoiceSentDate = setTo(packages.invoiceSentDate, body.mark_sent, today);
      if (body.mark_exported !== undefined)
        set.invoiceExportedDate = setTo(packages.invoiceExportedDate, body.mark_exported, today);
      const rows = await tx
        .update(packages)
        .set(set)
        .where(
          and(
            sql`${packages.id} = any(${intArrayParam(packageIds)})`,
            or(...flags.filter((f) => f.value !== undefined).map(changes)),
          ),
        )
        .returning({ id: packages.id });
      donePackages = rows.map((r) => r.id);
    }
    const missing = (sent: number[], done: number[]) => {
      const ok = new Set(done);
      return sent.filter((id) => !ok.has(id)).sort((a, b) => a - b);
    };
    const notUpdated = {
      packages: missing(packageIds, donePackages),
      travel_activities: missing(travelIds, doneTravel),
    };
    const partial = notUpdated.packages.length + notUpdated.travel_activities.length > 0;
    return {
      ids_not_updated: notUpdated,
      response_message: partial ? MARK_INVOICES_PARTIAL_MESSAGE : MARK_INVOICES_DONE_MESSAGE,
    };
  });
};
