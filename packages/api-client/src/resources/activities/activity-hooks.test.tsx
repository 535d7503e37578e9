// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activityHandlers, handlers } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { newRequestKey } from '../../client/request-key';
import { useCreateActivity } from './activity-create-mutation';
import { useDeleteActivity } from './activity-delete-mutation';
import { useActivities } from './activity-list-query';
import { useNextActivity } from './activity-next-query';
import { useActivity } from './activity-query';
import { activityKeys } from './keys';

const { server, seen } = setupMockServer();
const gets = () => seen.filter((r) => r.method === 'GET').map((r) => r.url);

describe('useActivities', () => {
  it('reads one page and prefetches the next when the count says there is one', async () => {
    server.use(...handlers.activities);
    const { wrapper, queryClient } = createHookWrapper();
    const { result } = renderHook(() => useActivities({ limit: 10, offset: 0, search: '' }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.data?.count).toBe(12));
    expect(result.current.data?.results).toHaveLength(10);
    await waitFor(() =>
      expect(queryClient.getQueryData(activityKeys.list({ limit: 10, offset: 10 }))).toBeDefined(),
    );
    expect(gets()).toEqual([
      '/api/activity/activity/?limit=10&offset=0',
      '/api/activity/activity/?limit=10&offset=10',
    ]);
  });

  it('sends the status filter and keys the page by it', async () => {
    server.use(...handlers.activities);
    const { wrapper, queryClient } = createHookWrapper();
    const params = { limit: 10, offset: 0, status: 'missing_summary' } as const;
    const { result } = renderHook(() => useActivities(params), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.results.length).toBeGreaterThan(0);
    expect(result.current.data?.results.every((a) => a.status === 'Mangler oppsummering')).toBe(
      true,
    );
    expect(queryClient.getQueryData(activityKeys.list(params))).toBeDefined();
    expect(gets()[0]).toBe('/api/activity/activity/?limit=10&offset=0&status=missing_summary');
  });

  it('does not prefetch past the last page', async () => {
    server.use(...handlers.activities);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useActivities({ limit: 10, offset: 10 }), { wrapper });

    await waitFor(() => expect(result.current.data?.results).toHaveLength(2));
    expect(gets()).toEqual(['/api/activity/activity/?limit=10&offset=10']);
  });
});

describe('useActivity', () => {
  it('settles with null and makes no request for a null id (the new-activity form)', async () => {
    server.use(...handlers.activities);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useActivity(null), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(seen).toEqual([]);
  });

  it('reads one activity by id under the key activity/activity/<id>/', async () => {
    server.use(...handlers.activities);
    const { wrapper, queryClient } = createHookWrapper();
    const { result } = renderHook(() => useActivity(118), { wrapper });

    await waitFor(() => expect(result.current.data?.id).toBe(118));
    expect(queryClient.getQueryData(['activity/activity/118/'])).toEqual(result.current.data);
    expect(gets()).toEqual(['/api/activity/activity/118/']);
  });
});

describe('activity writes', () => {
  it('creates an activity, refetches the active list, then calls onSuccess', async () => {
    server.use(...handlers.activities);
    const { wrapper } = createHookWrapper();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        list: useActivities({ limit: 10, offset: 10 }),
        create: useCreateActivity({ onSuccess }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    seen.length = 0;

    const requestKey = newRequestKey();
    await act(() =>
      result.current.create.mutateAsync({
        body: {
          activity_category: 1,
          students: [12],
          subject: 5,
          start_date_time: '2026-11-26T17:00:00+01:00',
          duration: 1.25,
          travel_time: 0,
          activity_location: 'INTERNET',
        },
        requestKey,
      }),
    );

    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 121,
        duration: '1.25',
        students: [{ id: 12, full_name: 'Ingrid Johansen' }],
      }),
      expect.objectContaining({ body: expect.objectContaining({ subject: 5 }), requestKey }),
      undefined,
      expect.anything(),
    );
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/activity/activity/',
      'GET /api/activity/activity/?limit=10&offset=10',
    ]);
    // The form's key goes with the save, so a save sent again gets the same activity back.
    expect(seen[0]?.idempotencyKey).toBe(requestKey);
  });

  it('deletes with DELETE on the activity path', async () => {
    server.use(...handlers.activities);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useDeleteActivity(), { wrapper });
    await act(() => result.current.mutateAsync(118));

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/activity/activity/118/']);
  });
});

describe('handler states', () => {
  it('answers null for the next activity of a teacher with nothing planned', async () => {
    server.use(...activityHandlers.empty);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useNextActivity(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('fails reads with a 500 ApiError in the error state', async () => {
    server.use(...activityHandlers.error);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useNextActivity(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 500 });
  });

  it('keeps reads pending in the loading state', async () => {
    server.use(...activityHandlers.loading);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useNextActivity(), { wrapper });

    await waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.isPending).toBe(true);
  });
});
