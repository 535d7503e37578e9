import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { UserType } from '../auth/current-user';
import { requireUserType } from '../auth/middleware';
import type { Viewer } from '../auth/viewer';

/**
 * One resource's access policy: which user types may call each of its operations, which rows a
 * viewer may see (the SQL condition its list and object reads add), and which fields a viewer must
 * not get. Pure functions of the viewer; routes and services only apply them.
 */
export type Policy<Op extends string> = {
  resource: string;
  /** Who may call each operation; every other user type gets 403 before the route runs. */
  operations: Record<Op, readonly UserType[]>;
  /** The rows the viewer may see: undefined means all (staff). */
  visible: (viewer: Viewer) => SQL | undefined;
  /** Response fields removed for this viewer. */
  hiddenFields: (viewer: Viewer) => readonly string[];
};

export const definePolicy = <Op extends string>(policy: Policy<Op>) => policy;

/** `visible` of a staff-only resource: staff see every row, anyone else none. */
export const staffRowsOnly = (viewer: Viewer): SQL | undefined =>
  viewer.kind === 'staff' ? undefined : sql`false`;

/**
 * `visible` of a resource a teacher owns rows of (their profile, the pay of their lessons): staff
 * see every row, a teacher the rows whose `teacherIdColumn` is theirs, anyone else none
 * (`idColumn` = -1). Written once so the resources that mean the same rule state it the same way.
 */
export const teacherOwnRows =
  (teacherIdColumn: Column, idColumn: Column) =>
  (viewer: Viewer): SQL | undefined => {
    if (viewer.kind === 'staff') return undefined;
    if (viewer.kind === 'teacher') return eq(teacherIdColumn, viewer.teacherId);
    return eq(idColumn, -1);
  };

/**
 * Every guarded operation by operationId: the authorization matrix reads it to know who may call
 * what, and to fail for a route that has no policy.
 */
export const guardedOperations = new Map<
  string,
  { resource: string; allowed: readonly UserType[] }
>();

/** The route middleware of one operation of a policy. */
export const allow = <Op extends string>(policy: Policy<Op>, op: Op, operationId: string) => {
  const allowed = policy.operations[op];
  guardedOperations.set(operationId, { resource: policy.resource, allowed });
  return [requireUserType(...allowed)];
};

/** A response object without the fields the policy hides from this viewer. */
export const present = <T extends object>(
  policy: Pick<Policy<string>, 'hiddenFields'>,
  viewer: Viewer,
  row: T,
): T => {
  const hidden = policy.hiddenFields(viewer);
  if (hidden.length === 0) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const field of hidden) delete out[field];
  return out as T;
};
