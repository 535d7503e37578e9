import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packageTypePrices, packageTypes } from '../../db/schema/index';
import { decimal } from '../../http/numbers';

/** Active package types by name, each with its newest price (the price a new package gets). */
export const listPackageTypes = async (db: Database) => {
  const rows = await db
    .select({
      id: packageTypes.id,
      name: packageTypes.name,
      hours: packageTypes.hoursInPackage,
      // Written out: in a one-table select drizzle leaves ${packageTypes.id} unqualified, and
      // inside the subquery a bare "id" would be the price row's own id.
      price: sql<string | null>`(select tp.price from ${packageTypePrices} tp
        where tp.package_type_id = package_types.id order by tp.created_at desc, tp.id desc limit 1)`,
    })
    .from(packageTypes)
    .where(sql`${packageTypes.isActive}`)
    .orderBy(asc(packageTypes.hoursInPackage), asc(packageTypes.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    hours_in_package: decimal(r.hours),
    latest_price: r.price === null ? null : { price: decimal(r.price) },
  }));
};
