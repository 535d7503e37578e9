// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../client/api-error';
import { issueHandlers, resetIssueMocks } from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useUserSearch } from '../users/user-search-query';
import { useCreateIssue } from './issue-create-mutation';
import { useDeleteIssue } from './issue-delete-mutation';
import { useIssues } from './issue-list-query';
import { useUpdateIssue } from './issue-update-mutation';

const { server, seen } = setupMockServer();
beforeEach(() => resetIssueMocks());

describe('the issue board hooks', () => {
  it('reads one category as search, and every write refetches the board', async () => {
    server.use(...issueHandlers.default);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({
        board: useIssues({ category: 1 }),
        create: useCreateIssue(),
        update: useUpdateIssue(),
        remove: useDeleteIssue(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.board.isSuccess).toBe(true));
    expect(result.current.board.data?.map((i) => i.title)).toEqual([
      'Eksport av reisefaktura feiler',
      'Oppdater FAQ for lærere',
    ]);

    const created = await act(() =>
      result.current.create.mutateAsync({
        title: 'Ny knapp',
        description: 'Legg til en knapp.',
        category: 1,
        priority: 1,
        estimate: 2,
      }),
    );
    await waitFor(() => expect(result.current.board.data).toHaveLength(3));
    await act(() => result.current.update.mutateAsync({ id: created.id, patch: { state: 2 } }));
    await waitFor(() =>
      expect(result.current.board.data?.find((i) => i.id === created.id)?.state).toBe(2),
    );
    await act(() => result.current.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.board.data).toHaveLength(2));

    const calls = seen.map((r) => `${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
    expect(calls.filter((c) => c.startsWith('GET'))).toEqual(
      Array.from({ length: 4 }, () => 'GET /api/issues/?search=1'),
    );
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'POST /api/issues/',
      `PATCH /api/issues/${created.id}/`,
      `DELETE /api/issues/${created.id}/`,
    ]);
  });

  it('a failed delete rejects with the API error', async () => {
    server.use(...issueHandlers.writeError);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useDeleteIssue(), { wrapper });
    const error = await act(() => result.current.mutateAsync(1).catch((e: unknown) => e));
    expect(isApiError(error) && error.status).toBe(500);
  });

  it('searches staff for the developer picker with is_staff and limit', async () => {
    server.use(...issueHandlers.default);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => useUserSearch({ search: 'per', limit: 8, is_staff: true }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((u) => u.full_name)).toEqual(['Per Utvikler']);
    expect(seen.at(-1)?.url).toContain('/api/user/user/?search=per&limit=8&is_staff=true');
  });
});
