import { operation } from '../../http/route';
import { listAnalyticsDashboards } from '../../services/metabase/read';
import { metabasePolicy } from '../../policies/metabase';
import { AnalyticsDashboardListSchema } from '../../contract/metabase';

export const registerMetabaseDashboardList = operation({
  method: 'get',
  operationId: 'metabaseDashboardList',
  path: '/api/metabase/metabase/',
  tags: ['metabase'],
  summary: "The staff dashboard's analytics dashboards, with signed embed URLs (staff only)",
  description:
    'Every registered dashboard in registration order. With METABASE_SITE_URL and METABASE_SECRET_KEY set, each has a Metabase static-embedding URL signed for 10 minutes; without them `configured` is false and the URLs are null. Not cached (Cache-Control: private, no-store).',
  allow: [metabasePolicy, 'dashboards'],
  ok: [200, AnalyticsDashboardListSchema, 'The dashboards.'],
  errors: [401, 403],
}).handle(async (c, deps) =>
  c.json(await listAnalyticsDashboards(deps.db, deps.config.metabase, deps.now()), 200, {
    'Cache-Control': 'private, no-store',
  }),
);
