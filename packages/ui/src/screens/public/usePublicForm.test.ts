import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './usePublicForm';

const emailSchema = z.object({ email: z.string() });

describe('lazySchema', () => {
  it('loads once for every validation that asks', async () => {
    let loads = 0;
    const load = lazySchema(async () => {
      loads += 1;
      return emailSchema;
    });

    const [first, second] = await Promise.all([load(), load()]);
    await load();

    expect(first).toBe(emailSchema);
    expect(second).toBe(emailSchema);
    expect(loads).toBe(1);
  });

  it('tries again after a load that failed (the file did not arrive), instead of failing for good', async () => {
    let loads = 0;
    const load = lazySchema(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return emailSchema;
    });

    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(emailSchema);
    await expect(load()).resolves.toBe(emailSchema);
    expect(loads).toBe(2);
  });
});
