import {
  DEVELOPER_INVALID_MESSAGE,
  ISSUE_INITIAL_STATE,
  type IssueCreateBody,
  type IssuePatchBody,
} from '@portal/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issues, users } from '../../db/schema/index';
import { FieldError, notFound } from '../../http/errors';
import { staffUserSql } from '../users/accounts';
import { getIssue, type IssueRow } from './read';

/** The developer must be an active staff user (the picker offers only those). */
const checkDeveloper = async (db: Database, developer: number | null | undefined) => {
  if (developer === null || developer === undefined) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, developer), eq(users.isActive, true), staffUserSql));
  if (!row) throw new FieldError({ developer: [DEVELOPER_INVALID_MESSAGE] });
};

const found = async (db: Database, id: number): Promise<IssueRow> => {
  const row = await getIssue(db, id);
  if (!row) throw notFound();
  return row;
};

/** Creates an issue by the seed's create rules (estimate 1 to 255); it starts in state 1. */
export const createIssue = async (
  db: Database,
  authorId: number,
  body: IssueCreateBody,
  now: Date,
): Promise<IssueRow> => {
  await checkDeveloper(db, body.developer);
  const [row] = await db
    .insert(issues)
    .values({
      title: body.title,
      description: body.description,
      details: body.details ?? '',
      category: body.category,
      priority: body.priority,
      state: body.state ?? ISSUE_INITIAL_STATE,
      estimate: body.estimate.toFixed(2),
      developerId: body.developer ?? null,
      authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: issues.id });
  return found(db, row!.id);
};

/** Changes the fields sent (the edit rules: estimate 0 to 255), or the state alone. */
export const updateIssue = async (
  db: Database,
  id: number,
  patch: IssuePatchBody,
  now: Date,
): Promise<IssueRow> => {
  await checkDeveloper(db, patch.developer);
  const set: Partial<typeof issues.$inferInsert> = { updatedAt: now };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.details !== undefined) set.details = patch.details ?? '';
  if (patch.category !== undefined) set.category = patch.category;
  if (patch.priority !== undefined) set.priority = patch.priority;
  if (patch.state !== undefined) set.state = patch.state;
  if (patch.estimate !== undefined) set.estimate = patch.estimate.toFixed(2);
  if (patch.developer !== undefined) set.developerId = patch.developer;
  const updated = await db
    .update(issues)
    .set(set)
    .where(eq(issues.id, id))
    .returning({ id: issues.id });
  if (!updated.length) throw notFound();
  return found(db, id);
};

export const deleteIssue = async (db: Database, id: number) => {
  const deleted = await db.delete(issues).where(eq(issues.id, id)).returning({ id: issues.id });
  if (!deleted.length) throw notFound();
};
