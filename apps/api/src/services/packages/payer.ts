import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { invoiceReceivers, packages, users } from '../../db/schema/index';

/**
 * Joins the payer of each package to a query that has `packages` in it: the package's invoice
 * receiver and that receiver's users row (name, e-mail). A student's packages name the payer, the
 * low-hours notice and the order confirmation mail them; all three find the payer this one way.
 * Takes the query in drizzle's dynamic mode (`.$dynamic()`).
 */
export const joinPayer = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(invoiceReceivers, eq(invoiceReceivers.id, packages.invoiceReceiverId))
    .innerJoin(users, eq(users.id, invoiceReceivers.userId));
