import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp({ config: { nodeEnv: 'production' } });

describe('GET /api/dev/outbox/ in production', () => {
  it('does not exist', async () => {
    expect(await t().request('GET', '/api/dev/outbox/')).toMatchObject({
      status: 404,
      body: { detail: 'Ikke funnet.' },
    });
  });
});
