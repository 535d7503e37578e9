import { createHash } from 'node:crypto';
import type { ActivityCreateBody } from '@portal/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activityRequests } from '../../db/schema/index';

/**
 * A new lesson's save as its form sent it: the form's key (the Idempotency-Key header, the same
 * for every press until the lesson is saved) and a hash of the body. A save sent again after its
 * answer was lost comes with the same key: it gets the lesson the first one made
 * (`saveNewActivity`), not a second one.
 */
export interface ActivityRequest {
  key: string;
  hash: string;
}

export const activityRequest = (key: string, body: ActivityCreateBody): ActivityRequest => ({
  key,
  // The validated body, whose keys come in the schema's order: the same save hashes the same.
  hash: createHash('sha256').update(JSON.stringify(body)).digest('base64url'),
});

/** The lesson an earlier save with this key made, and the hash of what that save sent. */
export const findRequest = async (
  db: Database,
  teacherId: number,
  key: string,
): Promise<{ activityId: number; hash: string } | null> => {
  const [row] = await db
    .select({ activityId: activityRequests.activityId, hash: activityRequests.bodyHash })
    .from(activityRequests)
    .where(and(eq(activityRequests.teacherId, teacherId), eq(activityRequests.key, key)));
  return row ?? null;
};

/**
 * Notes, in the transaction that made the lesson, the save that made it. False when another save
 * with the same key got there first (sent twice at once): that transaction is then rolled back.
 * PostgreSQL makes this insert wait for the other's transaction, so it sees the other's row.
 */
export const noteRequest = async (
  tx: Transaction,
  teacherId: number,
  request: ActivityRequest,
  activityId: number,
  now: Date,
): Promise<boolean> => {
  const rows = await tx
    .insert(activityRequests)
    .values({ teacherId, key: request.key, activityId, bodyHash: request.hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: activityRequests.key });
  return rows.length > 0;
};

/** The save with this key now stands for other values (they were written to its lesson). */
export const rehashRequest = async (db: Database, teacherId: number, request: ActivityRequest) => {
  await db
    .update(activityRequests)
    .set({ bodyHash: request.hash })
    .where(and(eq(activityRequests.teacherId, teacherId), eq(activityRequests.key, request.key)));
};
