import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { listDiagrams } from '../../services/metabase/read';
import { metabasePolicy } from '../../policies/metabase';
import { allow } from '../../policies/policy';
import { DiagramListSchema } from '../../contract/metabase';

const route = createRoute({
  method: 'get',
  operationId: 'metabaseDiagramList',
  path: '/api/metabase/diagram/',
  tags: ['metabase'],
  summary: "'Markedsføring': the marketing diagrams, with signed embed URLs (staff only)",
  description:
    'Every registered diagram (a Metabase question) in registration order, with its frame size. With METABASE_SITE_URL and METABASE_SECRET_KEY set, each has a static-embedding URL of the question signed for 10 minutes; without them `configured` is false and the URLs are null. Not cached (Cache-Control: private, no-store).',
  middleware: allow(metabasePolicy, 'diagrams', 'metabaseDiagramList'),
  responses: {
    200: {
      description: 'The diagrams.',
      content: { 'application/json': { schema: DiagramListSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerMetabaseDiagramList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await listDiagrams(deps.db, deps.config.metabase, deps.now()), 200, {
      'Cache-Control': 'private, no-store',
    }),
  );
