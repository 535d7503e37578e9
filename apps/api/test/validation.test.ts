import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { jsonBody } from '../src/http/responses';
import { createUser } from '../src/testing/factories';
import { useTestApp } from '../src/testing/harness';

const route = createRoute({
  method: 'post',
  path: '/api/test/validated/',
  request: {
    body: jsonBody(
      z.strictObject({
        name: z.string().min(1).max(20),
        count: z.number().int(),
        nested: z.strictObject({ city: z.number().int() }).optional(),
      }),
    ),
  },
  responses: { 200: { description: 'ok' } },
});

const t = useTestApp({
  setup: (app) => {
    app.openapi(route, (c) => c.json(c.req.valid('json'), 200));
  },
});

const post = async (body: unknown, headers?: Record<string, string>) =>
  t().request('POST', '/api/test/validated/', { body, as: (await createUser(t().db)).id, headers });

describe('validation errors', () => {
  it('passes a valid body to the handler', async () => {
    expect(await post({ name: 'Ola', count: 2 })).toMatchObject({
      status: 200,
      body: { name: 'Ola', count: 2 },
    });
  });

  it('lists a message per missing field', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Dette feltet er påkrevd.'],
      count: ['Dette feltet er påkrevd.'],
    });
  });

  it('names wrong-typed, oversized, nested and unknown fields', async () => {
    const res = await post({
      name: 'x'.repeat(21),
      count: 'to',
      nested: { city: 'Oslo' },
      extra: 1,
    });
    expect(res.status).toBe(400);
    const body = res.body as Record<string, string[]>;
    expect(Object.keys(body).sort()).toEqual(['count', 'extra', 'name', 'nested.city']);
    expect(body.extra).toEqual(['Ukjent felt.']);
    expect(body.name?.[0]).toMatch(/20/);
  });

  it('answers a body that is not an object with non_field_errors', async () => {
    const res = await post([1, 2]);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['non_field_errors']);
  });

  it('answers a missing body with field messages and a non-JSON content type with 415', async () => {
    const user = await createUser(t().db);
    const none = await t().request('POST', '/api/test/validated/', { as: user.id });
    expect(none).toMatchObject({ status: 400, body: { name: ['Dette feltet er påkrevd.'] } });
    const text = await t().request('POST', '/api/test/validated/', {
      as: user.id,
      body: 'name=Ola',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text).toMatchObject({
      status: 415,
      body: { detail: 'Ugyldig innholdstype i forespørselen.' },
    });
  });
});
