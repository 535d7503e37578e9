import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../client/create-portal-client';
import { createMemoryTokenStore } from '../client/token-store';
import { unwrap } from '../client/unwrap';
import { setupMockServer, TEST_BASE_URL } from '../test/mock-server';
import type { TestPaths } from '../test/test-paths';
import { createQueryClient } from './create-query-client';
import { readQueryOptions } from './read-query-options';

const { server, seen } = setupMockServer();

const client = createPortalClient<TestPaths>({
  baseUrl: TEST_BASE_URL,
  tokenStore: createMemoryTokenStore({ access: 'a1', refresh: 'r1' }),
  onForcedLogout: () => {},
});

function activityDetail(id: number | null) {
  return readQueryOptions('/activity/activity/{id}/', { id }, ({ id }, signal) =>
    unwrap(client.GET('/activity/activity/{id}', { params: { path: { id } }, signal })),
  );
}

describe('readQueryOptions', () => {
  it('fetches under the read key when every parameter is known', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/activity/activity/12/`, () =>
        HttpResponse.json({ id: 12, subject_details: 'x' }),
      ),
    );
    const queryClient = createQueryClient();
    const options = activityDetail(12);

    expect(options.queryKey).toEqual(['activity/activity/12/']);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({
      id: 12,
      subject_details: 'x',
    });
    expect(seen.map((r) => r.url)).toEqual(['/api/activity/activity/12/']);
  });

  it('resolves to null and makes no request when a parameter is null', async () => {
    const fetcher = vi.fn();
    const queryClient = createQueryClient();
    const options = readQueryOptions(
      '/activity/activity/{id}/',
      { id: null as number | null },
      fetcher,
    );

    await expect(queryClient.fetchQuery(options)).resolves.toBeNull();
    await expect(queryClient.fetchQuery(activityDetail(null))).resolves.toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('success');
  });
});
