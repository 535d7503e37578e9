// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../client/api-error';
import { metabaseHandlers } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { METABASE_STALE_TIME_MS, metabaseKeys } from './keys';
import { useMetabaseDashboards } from './metabase-dashboards-query';
import { useMetabaseDiagrams } from './metabase-diagrams-query';

const { server, seen } = setupMockServer();

const useBoth = () => ({ dashboards: useMetabaseDashboards(), diagrams: useMetabaseDiagrams() });

describe('the staff dashboard analytics hooks', () => {
  it('read metabase/metabase/ and metabase/diagram/ once each, fresh for 5 of the 10 minutes', async () => {
    server.use(...metabaseHandlers.default);
    const { wrapper, queryClient } = createHookWrapper();
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.diagrams.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.dashboards.isSuccess).toBe(true));
    expect(result.current.dashboards.data?.configured).toBe(true);
    expect(result.current.dashboards.data?.dashboards.map((d) => d.dashboard_name)).toEqual([
      'Markedsføring',
      'Salg',
    ]);
    expect(result.current.diagrams.data?.diagrams[0]).toMatchObject({ width: 800, height: 400 });
    expect(seen.map((r) => `${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`).sort()).toEqual(
      ['GET /api/metabase/diagram/', 'GET /api/metabase/metabase/'],
    );
    expect(METABASE_STALE_TIME_MS).toBeLessThan(10 * 60 * 1000);
    expect(queryClient.getQueryState(metabaseKeys.dashboards())?.status).toBe('success');
  });

  it('pass on configured false with null URLs', async () => {
    server.use(...metabaseHandlers.unconfigured);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.dashboards.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.diagrams.isSuccess).toBe(true));
    expect(result.current.dashboards.data?.configured).toBe(false);
    expect(result.current.dashboards.data?.dashboards.every((d) => d.iframe_url === null)).toBe(
      true,
    );
    expect(result.current.diagrams.data?.diagrams.every((d) => d.iframe_url === null)).toBe(true);
  });

  it('end in an API error when the server fails', async () => {
    server.use(...metabaseHandlers.error);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.dashboards.isError).toBe(true));
    await waitFor(() => expect(result.current.diagrams.isError).toBe(true));
    expect(isApiError(result.current.dashboards.error)).toBe(true);
  });
});
