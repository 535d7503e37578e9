import {
  orderConfirmationPurpose,
  packageExpirationDate,
  reactivationExpirationDate,
  isExpiredOn,
} from '@portal/domain/package';
import { type PackageCreateBody, type PackagePatchBody } from '@portal/domain/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allIdsExist, idExists } from '../../db/ids';
import {
  invoiceReceivers,
  orderConfirmations,
  packageDraws,
  packageStudents,
  packageTypePrices,
  packageTypes,
  packages,
  students,
} from '../../db/schema/index';
import { ApiError, FieldError, type ValidationErrors, notFound } from '../../http/errors';
import type { StaffViewer } from '../../auth/viewer';
import { getPackage } from './read';

export const PACKAGE_MESSAGES = {
  unknownType: 'Pakketypen finnes ikke.',
  typeWithoutPrice: 'Pakketypen har ingen pris ennå. Legg inn en pris før pakken selges.',
  unknownReceiver: 'Fakturamottakeren finnes ikke.',
  unknownStudents: 'Eleven finnes ikke.',
  notDeletable:
    'Pakken kan ikke slettes: timer er trukket fra den eller den er fakturert. Fjern timene eller krediter fakturaen først.',
} as const;

const hours = (n: number) => n.toFixed(2);

/**
 * 'Ny Pakke på Elev': the domain's new-package rules (blank numbers default), the type's newest
 * price as the price sold for, 12 months to expire, and an order confirmation NEW_PACKAGE.
 */
export const createPackage = async (
  db: Database,
  viewer: StaffViewer,
  form: PackageCreateBody,
  now: Date,
) => {
  const errors: ValidationErrors = {};
  const [price] = await db
    .select({ id: packageTypePrices.id })
    .from(packageTypes)
    .leftJoin(packageTypePrices, eq(packageTypePrices.packageTypeId, packageTypes.id))
    .where(eq(packageTypes.id, form.package_type))
    .orderBy(desc(packageTypePrices.createdAt), desc(packageTypePrices.id))
    .limit(1);
  if (!price) errors.package_type = [PACKAGE_MESSAGES.unknownType];
  else if (price.id === null) errors.package_type = [PACKAGE_MESSAGES.typeWithoutPrice];
  if (!(await idExists(db, invoiceReceivers, form.invoice_receiver)))
    errors.invoice_receiver = [PACKAGE_MESSAGES.unknownReceiver];
  const studentIds = [...new Set(form.students)];
  if (!(await allIdsExist(db, students, studentIds)))
    errors.students = [PACKAGE_MESSAGES.unknownStudents];
  if (Object.keys(errors).length) throw new FieldError(errors);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        packageTypeId: form.package_type,
        packageTypePriceId: price!.id,
        dateSold: form.date_sold,
        invoiceReceiverId: form.invoice_receiver,
        discountPercentage: String(form.discount_percentage),
        extraPrice: hours(form.extra_price),
        additionalHoursAdded: hours(form.additional_hours_added),
        numberOfPayments: form.number_of_payments,
        expirationDate: packageExpirationDate(form.date_sold),
        createdAt: now,
      })
      .returning({ id: packages.id });
    await tx
      .insert(packageStudents)
      .values(studentIds.map((studentId) => ({ packageId: row!.id, studentId })));
    await tx.insert(orderConfirmations).values({
      packageId: row!.id,
      orderConfirmationPurpose: orderConfirmationPurpose('create'),
      createdAt: now,
    });
    return row!.id;
  });
  return getPackage(db, viewer, id, now);
};

/**
 * Package edit: the changed fields by the edit rules, and `reactivate_package` giving an expired
 * package 12 more months from today. Every change makes an order confirmation EDITED_PACKAGE.
 */
export const updatePackage = async (
  db: Database,
  viewer: StaffViewer,
  id: number,
  patch: PackagePatchBody,
  now: Date,
) => {
  const [current] = await db
    .select({ expirationDate: packages.expirationDate })
    .from(packages)
    .where(eq(packages.id, id));
  if (!current) throw notFound();
  const set: Partial<typeof packages.$inferInsert> = {};
  if (patch.description !== undefined) set.description = patch.description ?? '';
  if (patch.comment_for_invoice !== undefined)
    set.commentForInvoice = patch.comment_for_invoice ?? '';
  if (patch.additional_hours_added !== undefined)
    set.additionalHoursAdded = hours(patch.additional_hours_added);
  if (patch.extra_price !== undefined) set.extraPrice = hours(patch.extra_price);
  if (patch.discount_percentage !== undefined)
    set.discountPercentage = String(patch.discount_percentage);
  if (patch.reactivate_package && isExpiredOn(current.expirationDate, now))
    set.expirationDate = reactivationExpirationDate(now);
  const added = [...new Set(patch.add_students ?? [])];
  if (added.length) {
    if (!(await allIdsExist(db, students, added)))
      throw new FieldError({ add_students: [PACKAGE_MESSAGES.unknownStudents] });
  }
  if (Object.keys(set).length || added.length) {
    await db.transaction(async (tx) => {
      if (Object.keys(set).length) await tx.update(packages).set(set).where(eq(packages.id, id));
      if (added.length)
        await tx
          .insert(packageStudents)
          .values(added.map((studentId) => ({ packageId: id, studentId })))
          .onConflictDoNothing();
      await tx.insert(orderConfirmations).values({
        packageId: id,
        orderConfirmationPurpose: orderConfirmationPurpose('edit'),
        createdAt: now,
      });
    });
  }
  return getPackage(db, viewer, id, now);
};

/**
 * Deletes a package nothing depends on yet. One drawn from by lessons or already invoiced is
 * refused (400): deleting it would lose which paid hours the lessons used, or an invoice's line.
 */
export const deletePackage = async (db: Database, id: number) => {
  const deleted = await db
    .delete(packages)
    .where(
      and(
        eq(packages.id, id),
        sql`${packages.invoiceSentDate} is null and ${packages.invoiceExportedDate} is null`,
        // Written out: a delete renders ${packages.id} unqualified, and inside the subquery a bare
        // "id" would be the draw's own id.
        sql`not exists (select 1 from ${packageDraws} d where d.package_id = packages.id)`,
      ),
    )
    .returning({ id: packages.id });
  if (deleted.length) return;
  if (!(await idExists(db, packages, id))) throw notFound();
  throw new ApiError(400, PACKAGE_MESSAGES.notDeletable);
};
