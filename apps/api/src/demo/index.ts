import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { loadDemoData, type DemoSummary } from './load';

export { DEMO_PASSWORD, loadDemoData } from './load';
export type { DemoSummary } from './load';
export { wipeDatabase } from './wipe';

/** The demo accounts (password DEMO_PASSWORD), as docs/api.md and the README list them. */
export const DEMO_ACCOUNTS = {
  teacher: 'laerer@demo.no',
  newTeacher: 'ny.laerer@demo.no',
  employee: 'ansatt@demo.no',
  student: 'elev@demo.no',
  invoiceReceiver: 'forelder@demo.no',
} as const;

/**
 * Loads the deterministic demo data when the database has no users (called by server.ts after the
 * migrations). Returns the summary, or null when the database already had users.
 */
export const loadDemoDataIfEmpty = async (db: Database, now: Date): Promise<DemoSummary | null> => {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return loadDemoData(db, now);
};
