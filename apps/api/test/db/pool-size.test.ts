// The PostgreSQL pool's size (db/client.ts): DATABASE_POOL_SIZE, else twice the cores, 2 to 10.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, openPostgres } from '../../src/db/client';

/** The pool's `max` as node-postgres holds it (nothing connects until a query). */
const maxOf = async (poolSize?: number) => {
  const handle = openPostgres('postgres://nobody@127.0.0.1:1/none', { poolSize });
  const pool = (handle.db as unknown as { $client: { options: { max: number } } }).$client;
  const max = pool.options.max;
  await handle.close();
  return max;
};

describe('the PostgreSQL pool', () => {
  it('is twice the cores, at least 2 and at most 10, unless its size is given', async () => {
    expect([1, 2, 3, 5, 64].map((cores) => defaultPoolSize(cores))).toEqual([2, 4, 6, 10, 10]);
    expect(await maxOf()).toBe(defaultPoolSize(availableParallelism()));
    expect(await maxOf(16)).toBe(16);
  });
});
