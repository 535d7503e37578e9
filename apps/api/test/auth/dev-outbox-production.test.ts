import { describe, expect, it } from 'vitest';
import { createEmployee } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp({ config: { nodeEnv: 'production' } });

describe('GET /api/dev/outbox/ in production', () => {
  it('does not exist', async () => {
    const staff = await createEmployee(t().db);
    expect(await t().request('GET', '/api/dev/outbox/', { as: staff.id })).toMatchObject({
      status: 404,
      body: { detail: 'Ikke funnet.' },
    });
  });
});
