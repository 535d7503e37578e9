import { sql, type SQL } from 'drizzle-orm';

/**
 * `value` as `type` behind a scalar subquery, which the planner runs first (an InitPlan) and does
 * not look into. For a named statement's placeholder whose value sways the estimates (a set of
 * matched ids, a search pattern): PostgreSQL plans a named statement for its values (a custom
 * plan) until a plan made without them (generic) looks no dearer than the custom ones have been.
 * A search that matches two people looked cheaper for its values than for any, so the package
 * search was planned again on every request (0.8 ms of its 1.1 ms). Behind the fence both plans
 * see the same unknown, the generic plan is kept after the fifth execution, and the lookups it
 * plans (an index probe per id, a filter per row) suit every value these placeholders take.
 * docs/performance.md has the figures.
 */
export const planFence = (value: unknown, type: 'int' | 'int[]' | 'text' | 'timestamptz'): SQL =>
  sql`(select ${value}::${sql.raw(type)})::${sql.raw(type)}`;
