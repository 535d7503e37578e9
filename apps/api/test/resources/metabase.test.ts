// The staff dashboard's analytics (seed 001 §2, §3, §7): Metabase static embedding, signed on the
// API with the embedding secret; without the two variables the answer says so.
import { errors as joseErrors, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsDashboardListSchema, DiagramListSchema } from '../../src/contract/metabase';
import { analyticsDashboards, diagrams } from '../../src/db/schema/index';
import { createEmployee, createTeacher } from '../../src/testing/factories';
import { useTestApp, type TestApp } from '../../src/testing/harness';
import { expectSchema } from './world';

const SITE = 'https://metabase.example.no';
const SECRET = 'a3f1c0de'.repeat(8); // 64 hex characters, as Metabase shows its embedding key
const key = new TextEncoder().encode(SECRET);

const seed = async (t: TestApp) => {
  await t.db.insert(analyticsDashboards).values([
    { dashboardId: 7, dashboardName: 'Salg' },
    { dashboardId: 1, dashboardName: 'Markedsføring' },
  ]);
  await t.db
    .insert(diagrams)
    .values([{ diagramId: 3, name: 'Timer per måned', width: 800, height: 400 }]);
  return {
    staff: (await createEmployee(t.db)).id,
    teacher: (await createTeacher(t.db)).user.id,
  };
};

/** The token of a signed embed URL, after checking the URL's shape around it. */
const tokenOf = (url: string, kind: 'dashboard' | 'question') => {
  const match = new RegExp(
    `^${SITE}/embed/${kind}/([\\w-]+\\.[\\w-]+\\.[\\w-]+)#bordered=true&titled=true$`,
  ).exec(url);
  expect(match, url).not.toBeNull();
  return match![1]!;
};

describe('metabase/ with Metabase configured', () => {
  const t = useTestApp({ config: { metabase: { siteUrl: SITE, secretKey: SECRET } } });
  let users: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    users = await seed(t());
  });

  it('GET metabase/metabase/ signs each dashboard for 10 minutes with the embedding secret', async () => {
    const res = await t().request('GET', '/api/metabase/metabase/', { as: users.staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = expectSchema(AnalyticsDashboardListSchema, res.body);
    expect(body.configured).toBe(true);
    expect(body.dashboards.map((d) => [d.dashboard_id, d.dashboard_name, d.metabase_url])).toEqual([
      [7, 'Salg', `${SITE}/dashboard/7`],
      [1, 'Markedsføring', `${SITE}/dashboard/1`],
    ]);
    const now = t().clock.now();
    for (const d of body.dashboards) {
      const token = tokenOf(d.iframe_url!, 'dashboard');
      const { payload, protectedHeader } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload).toEqual({
        resource: { dashboard: d.dashboard_id },
        params: {},
        exp: Math.floor(now.getTime() / 1000) + 600,
      });
      // Another secret does not verify it; eleven minutes later Metabase refuses it as expired.
      await expect(jwtVerify(token, new TextEncoder().encode('x'.repeat(64)))).rejects.toThrow(
        joseErrors.JWSSignatureVerificationFailed,
      );
      await expect(
        jwtVerify(token, key, { currentDate: new Date(now.getTime() + 11 * 60_000) }),
      ).rejects.toThrow(joseErrors.JWTExpired);
    }
  });

  it('GET metabase/diagram/ signs each diagram as a question, with its frame size', async () => {
    const res = await t().request('GET', '/api/metabase/diagram/', { as: users.staff });
    expect(res.status).toBe(200);
    const body = expectSchema(DiagramListSchema, res.body);
    expect(body.configured).toBe(true);
    expect(body.diagrams).toEqual([
      {
        diagram_id: 3,
        diagram_name: 'Timer per måned',
        iframe_url: expect.any(String),
        width: 800,
        height: 400,
      },
    ]);
    const now = t().clock.now();
    const { payload } = await jwtVerify(tokenOf(body.diagrams[0]!.iframe_url!, 'question'), key, {
      currentDate: now,
    });
    expect(payload).toEqual({
      resource: { question: 3 },
      params: {},
      exp: Math.floor(now.getTime() / 1000) + 600,
    });
  });

  it('signs afresh on every read: the exp follows the clock', async () => {
    t().clock.advance(60_000);
    const res = await t().request<{ dashboards: { iframe_url: string }[] }>(
      'GET',
      '/api/metabase/metabase/',
      { as: users.staff },
    );
    const { payload } = await jwtVerify(
      tokenOf(res.body.dashboards[0]!.iframe_url, 'dashboard'),
      key,
      {
        currentDate: t().clock.now(),
      },
    );
    expect(payload.exp).toBe(Math.floor(t().clock.now().getTime() / 1000) + 600);
  });

  it('is staff only', async () => {
    for (const path of ['/api/metabase/metabase/', '/api/metabase/diagram/']) {
      expect((await t().request('GET', path, { as: users.teacher })).status).toBe(403);
      expect((await t().request('GET', path)).status).toBe(401);
    }
  });
});

describe('metabase/ without Metabase configured', () => {
  const t = useTestApp();
  let users: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    users = await seed(t());
  });

  it('lists the dashboards and diagrams with configured false and no URLs', async () => {
    const dashboards = await t().request('GET', '/api/metabase/metabase/', { as: users.staff });
    expect(dashboards.status).toBe(200);
    expect(expectSchema(AnalyticsDashboardListSchema, dashboards.body)).toEqual({
      configured: false,
      dashboards: [
        { dashboard_id: 7, dashboard_name: 'Salg', iframe_url: null, metabase_url: null },
        { dashboard_id: 1, dashboard_name: 'Markedsføring', iframe_url: null, metabase_url: null },
      ],
    });
    const diagramList = await t().request('GET', '/api/metabase/diagram/', { as: users.staff });
    expect(expectSchema(DiagramListSchema, diagramList.body)).toEqual({
      configured: false,
      diagrams: [
        {
          diagram_id: 3,
          diagram_name: 'Timer per måned',
          iframe_url: null,
          width: 800,
          height: 400,
        },
      ],
    });
  });
});
