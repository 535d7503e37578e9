import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../test/mock-server';
import type { TestPaths } from '../test/test-paths';
import { ApiError, SESSION_ENDED_DETAIL } from './api-error';
import { createPortalClient } from './create-portal-client';
import { createMemoryTokenStore, type TokenStore } from './token-store';
import { unwrap } from './unwrap';

const { server, seen } = setupMockServer();
const api = (path: string) => `${TEST_BASE_URL}${path}`;

function makeClient(
  tokens: { access?: string; refresh?: string } = { access: 'a1', refresh: 'r1' },
) {
  const tokenStore: TokenStore = createMemoryTokenStore(tokens);
  const onForcedLogout = vi.fn();
  const client = createPortalClient<TestPaths>({
    baseUrl: TEST_BASE_URL,
    tokenStore,
    onForcedLogout,
  });
  return { client, tokenStore, onForcedLogout };
}

const page = { count: 1, results: [{ id: 1, subject_details: 'Matematikk 1T' }] };

/** A list route that answers 200 only to `JWT <access>`, 401 otherwise. */
function listAcceptingOnly(access: string) {
  return http.get(api('/activity/activity/'), ({ request }) =>
    request.headers.get('Authorization') === `JWT ${access}`
      ? HttpResponse.json(page)
      : HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }),
  );
}

/** A refresh route that rotates `r<n>` into `r<n+1>` and hands out `a<n+1>`. */
function rotatingRefresh() {
  return http.post(api('/user/token/refresh/'), async ({ request }) => {
    const { refresh } = (await request.json()) as { refresh: string };
    const n = Number(refresh.slice(1)) + 1;
    return HttpResponse.json({ access: `a${n}`, refresh: `r${n}` });
  });
}

describe('headers', () => {
  it('sends JWT <access>, JSON accept and JSON content type', async () => {
    server.use(
      http.post(api('/activity/activity/'), async ({ request }) =>
        HttpResponse.json({ id: 7, ...((await request.json()) as object) }, { status: 201 }),
      ),
    );
    const { client } = makeClient();
    const { data } = await client.POST('/activity/activity/', {
      body: { subject_details: 'Fysikk' },
    });

    expect(data).toEqual({ id: 7, subject_details: 'Fysikk' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/activity/activity/',
        authorization: 'JWT a1',
        accept: 'application/json',
        contentType: 'application/json',
        idempotencyKey: null,
      },
    ]);
  });

  it('sends no Authorization header to sign-in calls, even with a stored token', async () => {
    server.use(
      http.post(api('/user/login/'), () => HttpResponse.json({ access: 'a', refresh: 'r' })),
    );
    const { client } = makeClient({ access: 'stale', refresh: 'stale' });
    await client.POST('/user/login', {
      body: { email: 'laerer@demo.no', password: 'demo-passord' },
    });

    expect(seen.map((r) => r.authorization)).toEqual([null]);
  });
});

describe('trailing slash', () => {
  it('adds it to a write and keeps the JSON body', async () => {
    let body: unknown;
    server.use(
      http.post(api('/user/login/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ access: 'a', refresh: 'r' });
      }),
    );
    const { client } = makeClient({});
    await client.POST('/user/login', {
      body: { email: 'laerer@demo.no', password: 'demo-passord' },
    });

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/user/login/']);
    expect(body).toEqual({ email: 'laerer@demo.no', password: 'demo-passord' });
  });

  it('adds it to a read with a path parameter and keeps the query string', async () => {
    server.use(
      http.get(api('/activity/activity/12/'), () =>
        HttpResponse.json({ id: 12, subject_details: 'x' }),
      ),
    );
    const { client } = makeClient();
    const { data } = await client.GET('/activity/activity/{id}', { params: { path: { id: 12 } } });

    expect(data).toEqual({ id: 12, subject_details: 'x' });
    expect(seen.map((r) => r.url)).toEqual(['/api/activity/activity/12/']);
  });

  it('leaves a path that already ends with a slash alone', async () => {
    server.use(http.get(api('/activity/activity/'), () => HttpResponse.json(page)));
    const { client } = makeClient();
    await client.GET('/activity/activity/', { params: { query: { search: 'Ola', limit: 10 } } });

    expect(seen.map((r) => r.url)).toEqual(['/api/activity/activity/?search=Ola&limit=10']);
  });

  it('sends a multipart body as multipart with its boundary', async () => {
    let fileName: string | undefined;
    server.use(
      http.patch(api('/user/teacher/5/'), async ({ request }) => {
        const form = await request.formData();
        fileName = (form.get('diploma_file') as File).name;
        return HttpResponse.json({ id: 5 });
      }),
    );
    const { client } = makeClient();
    const form = new FormData();
    form.append(
      'diploma_file',
      new File(['%PDF-1.4'], 'vitnemal.pdf', { type: 'application/pdf' }),
    );
    await client.PATCH('/user/teacher/{id}/', {
      params: { path: { id: 5 } },
      body: {},
      bodySerializer: () => form,
    });

    expect(fileName).toBe('vitnemal.pdf');
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('401: one refresh and one retry', () => {
  it('refreshes once, stores the rotated pair and retries the original request once', async () => {
    server.use(listAcceptingOnly('a2'), rotatingRefresh());
    const { client, tokenStore, onForcedLogout } = makeClient();
    const { data } = await client.GET('/activity/activity/', {
      params: { query: { search: 'x' } },
    });

    expect(data).toEqual(page);
    expect(seen.map((r) => `${r.method} ${r.url} ${r.authorization}`)).toEqual([
      'GET /api/activity/activity/?search=x JWT a1',
      'POST /api/user/token/refresh/ null',
      'GET /api/activity/activity/?search=x JWT a2',
    ]);
    expect(tokenStore.getAccess()).toBe('a2');
    expect(tokenStore.getRefresh()).toBe('r2');
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('retries a write with its body intact', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/activity/activity/'), async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'JWT a2'
          ? HttpResponse.json({ id: 1, subject_details: 'Kjemi' }, { status: 201 })
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
      rotatingRefresh(),
    );
    const { client } = makeClient();
    const { data } = await client.POST('/activity/activity/', {
      body: { subject_details: 'Kjemi' },
    });

    expect(data).toEqual({ id: 1, subject_details: 'Kjemi' });
    expect(bodies).toEqual([{ subject_details: 'Kjemi' }, { subject_details: 'Kjemi' }]);
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    server.use(listAcceptingOnly('never'), rotatingRefresh());
    const { client, onForcedLogout } = makeClient();
    const result = client.GET('/activity/activity/');

    await expect(unwrap(result)).rejects.toMatchObject({ status: 401 });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/activity/activity/',
      'POST /api/user/token/refresh/',
      'GET /api/activity/activity/',
    ]);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    server.use(listAcceptingOnly('a2'), rotatingRefresh());
    const { client } = makeClient();
    const results = await Promise.all([
      client.GET('/activity/activity/', { params: { query: { offset: 0 } } }),
      client.GET('/activity/activity/', { params: { query: { offset: 10 } } }),
      client.GET('/activity/activity/', { params: { query: { offset: 20 } } }),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect(seen.filter((r) => r.url === '/api/user/token/refresh/')).toHaveLength(1);
    expect(seen.filter((r) => r.authorization === 'JWT a2')).toHaveLength(3);
  });

  it('retries without refreshing when another request has already refreshed', async () => {
    server.use(listAcceptingOnly('a2'), rotatingRefresh());
    const { client, tokenStore } = makeClient();
    // The request leaves with a1; by the time its 401 comes back, the pair has been rotated.
    server.use(
      http.get(api('/activity/activity/'), ({ request }) => {
        if (request.headers.get('Authorization') === 'JWT a1') {
          tokenStore.setTokens({ access: 'a2', refresh: 'r2' });
          return HttpResponse.json({ detail: 'expired' }, { status: 401 });
        }
        return HttpResponse.json(page);
      }),
    );
    const { data } = await client.GET('/activity/activity/');

    expect(data).toEqual(page);
    expect(seen.map((r) => r.authorization)).toEqual(['JWT a1', 'JWT a2']);
  });

  it('does not refresh on a 401 from login (wrong password is an answer, not an expired session)', async () => {
    server.use(
      http.post(api('/user/login/'), () =>
        HttpResponse.json({ detail: 'Feil e-post eller passord' }, { status: 401 }),
      ),
    );
    const { client, onForcedLogout } = makeClient();
    const { error, response } = await client.POST('/user/login', {
      body: { email: 'x@y.no', password: 'feil' },
    });

    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Feil e-post eller passord' });
    expect(seen).toHaveLength(1);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });
});

describe('forced logout', () => {
  it('clears the store and calls onForcedLogout once when the refresh is refused', async () => {
    server.use(
      listAcceptingOnly('a2'),
      http.post(api('/user/token/refresh/'), () =>
        HttpResponse.json({ detail: 'Token is blacklisted' }, { status: 401 }),
      ),
    );
    const { client, tokenStore, onForcedLogout } = makeClient();
    const results = await Promise.all([
      client.GET('/activity/activity/'),
      client.GET('/activity/activity/'),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    // The callers hear that the session ended, in the user's words, not the server's.
    expect(results.map((r) => r.error)).toEqual([
      { detail: SESSION_ENDED_DETAIL },
      { detail: SESSION_ENDED_DETAIL },
    ]);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(tokenStore.getAccess()).toBeNull();
    expect(tokenStore.getRefresh()).toBeNull();
    expect(seen.filter((r) => r.url === '/api/user/token/refresh/')).toHaveLength(1);
  });

  it('logs out without calling the refresh route when there is no refresh token', async () => {
    server.use(listAcceptingOnly('a2'));
    const { client, onForcedLogout } = makeClient({ access: 'a1' });
    const { response } = await client.GET('/activity/activity/');

    expect(response.status).toBe(401);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.url)).toEqual(['/api/activity/activity/']);
  });

  it('logs out when the refresh answer lacks a token pair', async () => {
    server.use(
      listAcceptingOnly('a2'),
      http.post(api('/user/token/refresh/'), () => HttpResponse.json({})),
    );
    const { client, onForcedLogout } = makeClient();
    await client.GET('/activity/activity/');

    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it.each([500, 503, 429])(
    'keeps the session when the refresh call gets %i (the token was not judged)',
    async (status) => {
      server.use(
        listAcceptingOnly('a2'),
        http.post(api('/user/token/refresh/'), () =>
          HttpResponse.json({ detail: 'Feil' }, { status }),
        ),
      );
      const { client, tokenStore, onForcedLogout } = makeClient();
      const { response } = await client.GET('/activity/activity/');

      expect(response.status).toBe(401);
      expect(onForcedLogout).not.toHaveBeenCalled();
      expect(tokenStore.getRefresh()).toBe('r1');
    },
  );

  it('keeps the session when the refresh call gets no answer at all', async () => {
    server.use(
      listAcceptingOnly('a2'),
      http.post(api('/user/token/refresh/'), () => HttpResponse.error()),
    );
    const { client, tokenStore, onForcedLogout } = makeClient();
    const { response, error } = await client.GET('/activity/activity/');

    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Token is invalid or expired' });
    expect(onForcedLogout).not.toHaveBeenCalled();
    expect(tokenStore.getRefresh()).toBe('r1');
  });
});

describe('unwrap and ApiError', () => {
  it('returns the data of a 2xx answer', async () => {
    server.use(http.get(api('/activity/activity/'), () => HttpResponse.json(page)));
    const { client } = makeClient();

    await expect(unwrap(client.GET('/activity/activity/'))).resolves.toEqual(page);
  });

  it('throws ApiError with field messages for a 400', async () => {
    server.use(
      http.post(api('/activity/activity/'), () =>
        HttpResponse.json({ subject_details: ['Dette feltet er påkrevd.'] }, { status: 400 }),
      ),
    );
    const { client } = makeClient();
    const error = await unwrap(
      client.POST('/activity/activity/', { body: { subject_details: '' } }),
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldMessages('subject_details')).toEqual(['Dette feltet er påkrevd.']);
    expect(apiError.fieldMessages('students')).toEqual([]);
    expect(apiError.userMessage).toBe('Dette feltet er påkrevd.');
  });

  it('throws ApiError carrying the detail of a 404', async () => {
    server.use(
      http.get(api('/activity/activity/3/'), () =>
        HttpResponse.json({ detail: 'Ikke funnet.' }, { status: 404 }),
      ),
    );
    const { client } = makeClient();
    const error = (await unwrap(
      client.GET('/activity/activity/{id}', { params: { path: { id: 3 } } }),
    ).catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(404);
    expect(error.detail).toBe('Ikke funnet.');
    expect(error.message).toBe('Ikke funnet.');
  });
});
