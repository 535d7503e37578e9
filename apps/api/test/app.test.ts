import { describe, expect, it } from 'vitest';
import { MULTIPART_BODY_LIMIT } from '../src/app';
import { requireStaff, requireUserType } from '../src/auth/middleware';
import { createEmployee, createTeacher, createUser } from '../src/testing/factories';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp({
  setup: (app) => {
    app.get('/api/test/protected/', (c) => c.json({ id: c.get('user').id }));
    app.get('/api/test/teacher-only/', requireUserType('teacher'), (c) => c.json({ ok: true }));
    app.get('/api/test/staff-only/', requireStaff(), (c) => c.json({ ok: true }));
    app.post('/api/test/upload/', async (c) => {
      const file = (await c.req.parseBody())['file'];
      return c.json({ size: file instanceof File ? file.size : -1 });
    });
    app.post('/api/test/echo/', async (c) => c.json(await c.req.json()));
  },
});

describe('app platform', () => {
  it('answers the health route with and without the trailing slash', async () => {
    expect((await t().request('GET', '/api/health/')).body).toEqual({ status: 'ok' });
    expect((await t().request('GET', '/api/health')).status).toBe(200);
  });

  it('answers unknown paths with 404 {detail} in Norwegian', async () => {
    const res = await t().request('GET', '/api/health/nothing/', {
      as: (await createEmployee(t().db)).id,
    });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Ikke funnet.' } });
  });

  it('refuses a protected route without, with a forged, and with an expired token', async () => {
    const user = await createUser(t().db);

    const missing = await t().request('GET', '/api/test/protected/');
    expect(missing).toMatchObject({
      status: 401,
      body: { detail: 'Manglende autentiseringsinformasjon.' },
    });

    const good = await t().authHeader(user.id);
    const [head, payload] = good.slice(4).split('.');
    const forged = await t().request('GET', '/api/test/protected/', {
      headers: { authorization: `JWT ${head}.${payload}.AAAA` },
    });
    expect(forged).toMatchObject({
      status: 401,
      body: { detail: 'Token er ugyldig eller utløpt.' },
    });

    const bearer = await t().request('GET', '/api/test/protected/', {
      headers: { authorization: good.replace('JWT', 'Bearer') },
    });
    expect(bearer.status).toBe(401);

    expect(
      await t().request('GET', '/api/test/protected', { headers: { authorization: good } }),
    ).toMatchObject({
      status: 200,
      body: { id: user.id },
    });

    t().clock.advance(5 * 60 * 1000 + 1000);
    const expired = await t().request('GET', '/api/test/protected/', {
      headers: { authorization: good },
    });
    expect(expired.status).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const user = await createUser(t().db);
    const { token } = await t().deps.tokens.issue(user.id, 'refresh');
    const res = await t().request('GET', '/api/test/protected/', {
      headers: { authorization: `JWT ${token}` },
    });
    expect(res.status).toBe(401);
  });

  it('gives 403 to user types a route does not allow', async () => {
    const { db } = t();
    const { user: teacher } = await createTeacher(db);
    const employee = await createEmployee(db);

    expect((await t().request('GET', '/api/test/teacher-only/', { as: teacher.id })).status).toBe(
      200,
    );
    expect(await t().request('GET', '/api/test/teacher-only/', { as: employee.id })).toMatchObject({
      status: 403,
      body: { detail: 'Du har ikke tilgang til å utføre denne handlingen.' },
    });
    expect((await t().request('GET', '/api/test/staff-only/', { as: employee.id })).status).toBe(
      200,
    );
    expect((await t().request('GET', '/api/test/staff-only/', { as: teacher.id })).status).toBe(
      403,
    );
  });

  it('answers malformed JSON with 400 {detail}, never 500', async () => {
    const user = await createUser(t().db);
    const res = await t().request('POST', '/api/test/echo/', { body: '{"a":', as: user.id });
    expect(res).toMatchObject({ status: 400, body: { detail: 'Ugyldig JSON i forespørselen.' } });
  });

  it('answers a body over the size limit with 413 {detail}', async () => {
    const user = await createUser(t().db);
    const res = await t().request('POST', '/api/test/echo/', {
      body: { text: 'x'.repeat(1024 * 1024 + 10) },
      as: user.id,
    });
    expect(res).toMatchObject({ status: 413, body: { detail: 'Forespørselen er for stor.' } });
  });

  it('allows multipart bodies up to the multipart limit, and refuses larger ones', async () => {
    const user = await createUser(t().db);
    const form = (size: number) => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(size)]), 'a.pdf');
      return data;
    };
    const send = async (size: number) =>
      t().app.request('/api/test/upload/', {
        method: 'POST',
        body: form(size),
        headers: { authorization: await t().authHeader(user.id) },
      });
    const ok = await send(2 * 1024 * 1024);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ size: 2 * 1024 * 1024 });
    const big = await send(MULTIPART_BODY_LIMIT + 1);
    expect(big.status).toBe(413);
  });

  it('refuses an inactive user with 401', async () => {
    const user = await createUser(t().db, { isActive: false });
    expect((await t().request('GET', '/api/test/protected/', { as: user.id })).status).toBe(401);
  });
});
