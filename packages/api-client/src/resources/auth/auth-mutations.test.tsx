// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../client/api-error';
import {
  authHandlers,
  handlers,
  http,
  LOGIN_FAILED_MESSAGE,
  makeLoginResult,
  PASSWORD_CHANGED_MESSAGE,
} from '../../mocks';
import { createHookWrapper } from '../../test/hook-wrapper';
import { setupMockServer } from '../../test/mock-server';
import { useChangePassword } from './change-password-mutation';
import { logout } from './logout';
import { useLogin } from './login-mutation';
import { useConfirmPasswordReset } from './password-reset-confirm-mutation';
import { useRequestPasswordReset } from './password-reset-request-mutation';

const { server, seen } = setupMockServer();

describe('useLogin', () => {
  it('posts the credentials and gives the login result; cached reads are gone before onSuccess', async () => {
    server.use(...handlers.auth);
    const { wrapper, queryClient } = createHookWrapper();
    queryClient.setQueryData(['user/teacher/self/'], { id: 1 });
    const cachedAtSuccess: unknown[] = [];
    const onSuccess = vi.fn(() => {
      cachedAtSuccess.push(queryClient.getQueryData(['user/teacher/self/']));
    });
    const { result } = renderHook(() => useLogin({ onSuccess }), { wrapper });
    const data = await act(() =>
      result.current.mutateAsync({ email: 'laerer@demo.no', password: 'demo-passord' }),
    );

    expect(data).toEqual(makeLoginResult());
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/user/login/']);
    expect(cachedAtSuccess).toEqual([undefined]);
  });

  it('fails with the server message for wrong credentials, without a refresh', async () => {
    server.use(...authHandlers.loginRefused);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useLogin(), { wrapper });
    act(() => result.current.mutate({ email: 'laerer@demo.no', password: 'feil' }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.userMessage).toBe(
      LOGIN_FAILED_MESSAGE,
    );
    expect(seen).toHaveLength(1);
  });
});

describe('password reset and change', () => {
  it('requests a reset link and gets the always-same message', async () => {
    server.use(...handlers.auth);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useRequestPasswordReset(), { wrapper });
    const data = await act(() => result.current.mutateAsync({ email: 'hvem@som.helst' }));

    expect(data.detail).toBe(
      'En e-post med en link for å resette passord er sendt til deg hvis e-postadressen er knyttet til en bruker',
    );
  });

  it('lists the weak-password reasons of a refused confirm', async () => {
    server.use(...authHandlers.resetConfirmWeakPassword);
    const { wrapper } = createHookWrapper();
    const { result } = renderHook(() => useConfirmPasswordReset(), { wrapper });
    const error = await act(() =>
      result.current.mutateAsync({ password: '12345678', token: 't' }).catch((e: unknown) => e),
    );

    expect(isApiError(error) && error.fieldMessages('password')).toEqual([
      'Dette passordet er for kort. Det må inneholde minst 8 tegn.',
      'Dette passordet er for vanlig.',
      'Dette passordet er helt numerisk.',
    ]);
  });

  it('changes the password with PATCH and a trailing slash', async () => {
    let body: unknown;
    server.use(
      http.patch('/user/change-password/', async ({ request }) => {
        body = await request.json();
        const changed = {
          detail: PASSWORD_CHANGED_MESSAGE,
          access: 'access-2',
          refresh: 'refresh-2',
        };
        return HttpResponse.json(changed);
      }),
    );
    const { wrapper, tokenStore } = createHookWrapper();
    const { result } = renderHook(() => useChangePassword(), { wrapper });
    const data = await act(() =>
      result.current.mutateAsync({ old_password: 'gammelt-pass', new_password: 'nytt-passord' }),
    );

    expect(data.detail).toBe('Passordet ditt har blitt oppdatert');
    expect(seen.map((r) => `${r.method} ${r.url} ${r.authorization}`)).toEqual([
      'PATCH /api/user/change-password/ JWT access-1',
    ]);
    expect(body).toEqual({ old_password: 'gammelt-pass', new_password: 'nytt-passord' });
    // Every other session was signed out; this one goes on with the new pair.
    expect([tokenStore.getAccess(), tokenStore.getRefresh()]).toEqual(['access-2', 'refresh-2']);
  });
});

describe('logout', () => {
  it('posts the stored refresh token to user/logout/ and never throws', async () => {
    let body: unknown;
    server.use(
      http.post('/user/logout/', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client } = createHookWrapper();
    await logout(client);
    expect(body).toEqual({ refresh: 'refresh-1' });

    server.use(http.post('/user/logout/', () => HttpResponse.error()));
    await expect(logout(client)).resolves.toBeUndefined();
  });
});
