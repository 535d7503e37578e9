// The signed-in user's lookup is reused for a few seconds (src/auth/viewer-cache.ts): a write
// through the API is seen by the next request, one refused (4xx) changed nothing and keeps it; a
// change made outside the API is seen within the TTL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/auth/current-user';
import { createViewerCache } from '../../src/auth/viewer-cache';
import { users } from '../../src/db/schema/index';
import { createEmployee, createTeacher } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const someone = (id: number, firstName = 'Ola'): CurrentUser => ({
  id,
  email: `${id}@test.no`,
  firstName,
  lastName: 'Nordmann',
  userType: 'teacher',
  isStaff: false,
  teacherId: id,
  studentId: null,
  receiverId: null,
  groups: [],
});

describe('createViewerCache', () => {
  it('answers from the cache within the TTL and looks up again after it', async () => {
    let now = 0;
    let lookups = 0;
    const cache = createViewerCache(5000, () => now);
    const load = async (id: number) => (lookups++, someone(id, `Ola ${lookups}`));
    expect((await cache.load(1, load))?.firstName).toBe('Ola 1');
    now = 4999;
    expect((await cache.load(1, load))?.firstName).toBe('Ola 1');
    now = 5000;
    expect((await cache.load(1, load))?.firstName).toBe('Ola 2');
    expect(lookups).toBe(2);
  });

  it('forgets everyone on clear, and keeps no lookup that a clear overtook', async () => {
    const cache = createViewerCache(5000, () => 0);
    await cache.load(1, async (id) => someone(id, 'Før'));
    cache.clear();
    expect(cache.get(1)).toBeUndefined();
    // A lookup that read the row before a write, and answered after the write's clear.
    let finish!: () => void;
    const slow = cache.load(2, async (id) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return someone(id, 'Gammel');
    });
    cache.clear();
    finish();
    expect((await slow)?.firstName).toBe('Gammel');
    expect(cache.get(2)).toBeUndefined();
  });

  it('keeps no inactive or unknown user, and nothing at all with a TTL of 0', async () => {
    const cache = createViewerCache(5000, () => 0);
    expect(await cache.load(1, async () => null)).toBeNull();
    expect(cache.get(1)).toBeUndefined();
    const off = createViewerCache(0, () => 0);
    await off.load(1, async (id) => someone(id));
    expect(off.get(1)).toBeUndefined();
  });
});

describe('the API with the viewer cache', () => {
  const t = useTestApp({ config: { viewerCacheSeconds: 1 } });

  it('refuses a teacher at once when staff deactivate them through the API', async () => {
    const staff = await createEmployee(t().db);
    const { user, teacher } = await createTeacher(t().db);
    expect((await t().request('GET', '/api/activity/activity/', { as: user.id })).status).toBe(200);
    const patch = await t().request('PATCH', `/api/user/teacher/${teacher.id}/`, {
      as: staff.id,
      body: { is_active: false },
    });
    expect(patch.status).toBe(200);
    expect((await t().request('GET', '/api/activity/activity/', { as: user.id })).status).toBe(401);
  });

  it('sees a change made outside the API (SQL, another process) once the TTL has passed', async () => {
    const { user } = await createTeacher(t().db);
    expect((await t().request('GET', '/api/activity/activity/', { as: user.id })).status).toBe(200);
    await t().db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t().request('GET', '/api/activity/activity/', { as: user.id })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t().request('GET', '/api/activity/activity/', { as: user.id })).status).toBe(401);
  });
});

describe('the API with the viewer cache, and writes it refuses', () => {
  // Long enough that the cached user cannot expire while the test runs, however loaded the machine.
  const t = useTestApp({ config: { viewerCacheSeconds: 600 } });

  it('keeps the cache on a refused write (4xx), and empties it on an accepted one', async () => {
    const staff = await createEmployee(t().db);
    const { user } = await createTeacher(t().db);
    const other = await createTeacher(t().db);
    const read = async () =>
      (await t().request('GET', '/api/activity/activity/', { as: user.id })).status;
    expect(await read()).toBe(200);
    // Outside the API, so only the cache stands between the teacher and a 401.
    await t().db.update(users).set({ isActive: false }).where(eq(users.id, user.id));

    const refused = await t().request('POST', '/api/issues/', { as: staff.id, body: {} });
    expect(refused.status).toBe(400);
    expect(await read()).toBe(200);

    const accepted = await t().request('PATCH', `/api/user/teacher/${other.teacher.id}/`, {
      as: staff.id,
      body: { is_active: true },
    });
    expect(accepted.status).toBe(200);
    expect(await read()).toBe(401);
  });
});
