// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../client/api-error';
import {
  NO_ACTIVE_USER_MESSAGE,
  employeeFaqHandlers,
  resetResetTokenMocks,
  resetTokenHandlers,
} from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useEmployeeFaqTree } from '../documents/employee-faq-tree-query';
import { resetTokenLink } from './keys';
import { useCreateResetToken } from './reset-token-create-mutation';
import { useResetTokens } from './reset-token-list-query';

const { server, seen } = setupMockServer();
beforeEach(() => resetResetTokenMocks());

const calls = () => seen.map((r) => `${r.method} ${r.url}`);

describe('the password token hooks', () => {
  it('lists the live tokens, and a create refetches the list with the new token first', async () => {
    server.use(...resetTokenHandlers.default);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(
      () => ({ tokens: useResetTokens(), create: useCreateResetToken() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tokens.isSuccess).toBe(true));
    expect(result.current.tokens.data?.map((t) => t.user_email)).toEqual([
      'laerer@demo.no',
      'forelder@demo.no',
      'elev@demo.no',
    ]);

    const created = await act(() =>
      result.current.create.mutateAsync({ email: 'mari.nilsen@demo.no' }),
    );
    expect(created.user_email).toBe('mari.nilsen@demo.no');
    await waitFor(() => expect(result.current.tokens.data).toHaveLength(4));
    expect(result.current.tokens.data?.[0]?.key).toBe(created.key);
    expect(calls()).toEqual([
      'GET /api/user/reset-tokens/',
      'POST /api/user/reset-tokens/',
      'GET /api/user/reset-tokens/',
    ]);
    expect(seen[1]?.contentType).toContain('application/json');
  });

  it("rejects an e-mail without an active user with the API's field message, and refetches nothing", async () => {
    server.use(...resetTokenHandlers.invalid);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useCreateResetToken(), { wrapper });
    const error = await act(() =>
      result.current.mutateAsync({ email: 'ukjent@demo.no' }).catch((e: unknown) => e),
    );
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.fieldErrors).toEqual({ email: [NO_ACTIVE_USER_MESSAGE] });
    expect(calls()).toEqual(['POST /api/user/reset-tokens/']);
  });

  it('gives the link of the public confirm page', () => {
    expect(resetTokenLink('https://portal.example', 'abc-_1')).toBe(
      'https://portal.example/confirm-reset-password/?token=abc-_1',
    );
  });
});

describe('the employee FAQ hook', () => {
  it('reads the tree of categories, questions and sub-categories', async () => {
    server.use(...employeeFaqHandlers.default);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useEmployeeFaqTree(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((n) => n.name)).toEqual([
      'Lønn og økonomi',
      'Brukere og tilgang',
    ]);
    expect(result.current.data?.[0]?.children[0]?.faqs[0]?.question).toBe(
      'Hvordan eksporterer jeg fakturaer?',
    );
    expect(calls()).toEqual(['GET /api/document/employee-faq/tree/']);
  });

  it('fails with the API error on a 500', async () => {
    server.use(...employeeFaqHandlers.error);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useEmployeeFaqTree(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.status).toBe(500);
  });
});
