import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { listAnalyticsDashboards } from '../../services/metabase/read';
import { metabasePolicy } from '../../policies/metabase';
import { allow } from '../../policies/policy';
import { AnalyticsDashboardListSchema } from '../../contract/metabase';

const route = createRoute({
  method: 'get',
  operationId: 'metabaseDashboardList',
  path: '/api/metabase/metabase/',
  tags: ['metabase'],
  summary: "The staff dashboard's analytics dashboards, with signed embed URLs (staff only)",
  description:
    'Every registered dashboard in registration order. With METABASE_SITE_URL and METABASE_SECRET_KEY set, each has a Metabase static-embedding URL signed for 10 minutes; without them `configured` is false and the URLs are null. Not cached (Cache-Control: private, no-store).',
  middleware: allow(metabasePolicy, 'dashboards', 'metabaseDashboardList'),
  responses: {
    200: {
      description: 'The dashboards.',
      content: { 'application/json': { schema: AnalyticsDashboardListSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerMetabaseDashboardList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await listAnalyticsDashboards(deps.db, deps.config.metabase, deps.now()), 200, {
      'Cache-Control': 'private, no-store',
    }),
  );
