import { sql } from 'drizzle-orm';
import { definePolicy } from './policy';

/** economy/…: the month check of the economy area (issue 14) is staff only. */
export const economyPolicy = definePolicy({
  resource: 'economy',
  operations: { monthCheck: ['employee'] },
  visible: (viewer) => (viewer.kind === 'staff' ? undefined : sql`false`),
  hiddenFields: () => [],
});
