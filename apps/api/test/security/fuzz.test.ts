// The security suite's bad-request part, generated from the contract: every operation with a JSON
// body gets FUZZ_RUNS (default 2,000) hostile bodies from fast-check, with the contract's own
// field names and values that are wrong in every way we know of (types, prototype keys, nesting,
// NULs, huge and odd numbers, extreme dates, huge strings), sent as a user the operation's policy
// allows. None may answer 5xx, and every 400 must carry messages under field names or a detail.
// A new operation in the contract is fuzzed without any change here. PGlite only: the answers do
// not depend on the engine, and the PostgreSQL run would double the time.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi';
import { guardedOperations } from '../../src/policies/policy';
import { testEngine } from '../../src/testing/database';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, type World } from '../resources/world';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};
type SchemaObject = { $ref?: string; properties?: Record<string, unknown>; type?: string };

const doc = buildOpenApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
};

const resolve = (schema: unknown): SchemaObject => {
  const s = (schema ?? {}) as SchemaObject;
  if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop() ?? '']);
  return s;
};

const writeOperations = Object.entries(doc.paths).flatMap(([path, item]) =>
  (['post', 'put', 'patch'] as const)
    .filter((m) => item[m]?.requestBody?.content?.['application/json'])
    .map((m) => {
      const op = item[m]!;
      const schema = resolve(op.requestBody!.content!['application/json']!.schema);
      return {
        method: m.toUpperCase(),
        path,
        operationId: op.operationId ?? '',
        isPublic: op.security?.length === 0,
        fields: Object.keys(schema.properties ?? {}),
      };
    }),
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];

const deep = (depth: number, leaf: unknown): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => [inner], leaf);

/** Values that are wrong for any field of this API. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -0,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 1,
    1.5,
    -1,
    0,
    '',
    ' ',
    'a\u0000b',
    '0000-01-01',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '2026-02-30',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    'x'.repeat(100_000),
    [],
    {},
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 300 }),
  fc.integer({ min: 1, max: 3000 }).map((d) => deep(d, 'a\u0000')),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a', 'b'), fc.jsonValue({ maxDepth: 3 })),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A body with some of the operation's own fields and some unknown or prototype-named keys. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    fc
      .tuple(
        fc.subarray(fields),
        fc.array(hostileValue, { minLength: fields.length, maxLength: fields.length }),
        fc.subarray(PROTOTYPE_KEYS),
      )
      .map(([keys, values, extra]) => {
        const parts = keys.map(
          (k, i) => `${JSON.stringify(k)}:${JSON.stringify(values[i]) ?? 'null'}`,
        );
        for (const k of extra) parts.push(`${JSON.stringify(k)}:1`);
        return `{${parts.join(',')}}`;
      }),
    // Not an object at all, or not JSON.
    hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '"\\ud800"', '{"a":1}{"b":2}', '\u0000'),
  );

/** Path ids: own, other, missing, and not ids at all. */
const pathId = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '2147483648', '1e308', '1.5', 'abc', '%00', '..'),
  fc.integer({ min: 1, max: 50 }).map(String),
);

const isMessageBody = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const values = Object.values(body as Record<string, unknown>);
  return (
    values.length > 0 &&
    values.every(
      (v) =>
        (typeof v === 'string' && v.length > 0) ||
        (Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && m.length > 0)),
    )
  );
};

// English messages would mean a schema without our Norwegian text (zod's defaults start so).
const ENGLISH = /^(Invalid|Expected|Required|Unrecognized|Too (big|small)|String must|Number must)/;

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});

describe.runIf(testEngine() === 'pglite')('security: generated bad requests', () => {
  it('covers every JSON write operation of the contract', () => {
    expect(writeOperations.length).toBeGreaterThanOrEqual(13);
  });

  it.each(writeOperations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s: no 5xx and a message on every 400',
    async (name, op) => {
      const allowed = guardedOperations.get(op.operationId)?.allowed ?? [];
      const as = op.isPublic
        ? undefined
        : allowed.includes('teacher')
          ? w.teacherA.user.id
          : allowed.includes('employee')
            ? w.staff.id
            : undefined;
      let sent = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(hostileBody(op.fields), pathId, async (body, id) => {
          const path = op.path.replace('{id}', id);
          const res = await t().request(op.method, path, { as, body });
          sent += 1;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) throw new Error(`${res.status} for ${path} ${body.slice(0, 200)}`);
          if (res.status === 400) {
            if (!isMessageBody(res.body))
              throw new Error(`400 without messages: ${JSON.stringify(res.body).slice(0, 200)}`);
            const messages = Object.values(res.body as Record<string, unknown>).flat();
            const english = messages.find((m) => typeof m === 'string' && ENGLISH.test(m));
            if (english)
              throw new Error(`an English message for ${body.slice(0, 120)}: ${english}`);
          }
        }),
        { numRuns: RUNS },
      );
      console.log(
        `fuzz ${name}: ${sent} requests, statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
      );
      expect(sent).toBe(RUNS);
    },
    180_000,
  );

  it('malformed multipart on PATCH user/teacher/{id}/: no 5xx', async () => {
    const path = `/api/user/teacher/${w.teacherA.teacher.id}/`;
    const auth = await t().authHeader(w.teacherA.user.id);
    const send = (contentType: string, body: string) =>
      t().app.request(path, {
        method: 'PATCH',
        headers: { authorization: auth, 'content-type': contentType },
        body,
      });
    const part = (name: string, filename: string, content: string, boundary = 'XyZ') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
    const fixed: [string, string][] = [
      ['multipart/form-data; boundary=XyZ', ''],
      ['multipart/form-data', part('diploma_file', 'a.pdf', '%PDF-1.4')],
      ['multipart/form-data; boundary=XyZ', part('diploma_file', 'a.pdf', '%PDF-1.4')],
      ['multipart/form-data; boundary=Other', `${part('diploma_file', 'a.pdf', 'x')}--XyZ--`],
      ['multipart/form-data; boundary=XyZ', `${part('diploma_file', 'a"b.pdf', 'x')}--XyZ--`],
      ['multipart/form-data; boundary=XyZ', `${part('diploma_file', 'a\r\nb.pdf', 'x')}--XyZ--`],
      ['multipart/form-data; boundary=XyZ', `${part('__proto__', 'a.pdf', 'x')}--XyZ--`],
      ['multipart/form-data; boundary=', '--\r\n\r\n--'],
    ];
    let sent = 0;
    for (const [type, body] of fixed) {
      const res = await send(type, body);
      sent += 1;
      expect(res.status, `${type} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 400 }),
        fc.boolean(),
        async (boundary, junk, close) => {
          const body = `${part('diploma_file', 'x.pdf', junk, boundary)}${close ? `--${boundary}--` : ''}`;
          const res = await send(`multipart/form-data; boundary=${boundary}`, body);
          sent += 1;
          if (res.status >= 500)
            throw new Error(`${res.status} for boundary ${JSON.stringify(boundary)}`);
        },
      ),
      { numRuns: Math.max(200, RUNS / 4) },
    );
    console.log(`fuzz multipart PATCH user/teacher/{id}/: ${sent} requests`);
  });
});
