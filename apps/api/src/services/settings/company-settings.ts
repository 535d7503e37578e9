import { companySettings } from '../../db/schema/index';
import type { Database } from '../../db/client';

export type CompanySettings = typeof companySettings.$inferSelect;

/** The single settings row (id 1), created with the schema defaults on first use. */
export const getCompanySettings = async (db: Database): Promise<CompanySettings> => {
  const [row] = await db.select().from(companySettings).limit(1);
  if (row) return row;
  const [created] = await db
    .insert(companySettings)
    .values({ id: 1 })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [again] = await db.select().from(companySettings).limit(1);
  if (!again) throw new Error('company_settings row missing');
  return again;
};
