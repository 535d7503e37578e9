import { operation } from '../../http/route';
import { listDiagrams } from '../../services/metabase/read';
import { metabasePolicy } from '../../policies/metabase';
import { DiagramListSchema } from '../../contract/metabase';

export const registerMetabaseDiagramList = operation({
  method: 'get',
  operationId: 'metabaseDiagramList',
  path: '/api/metabase/diagram/',
  tags: ['metabase'],
  summary: "'Markedsføring': the marketing diagrams, with signed embed URLs (staff only)",
  description:
    'Every registered diagram (a Metabase question) in registration order, with its frame size. With METABASE_SITE_URL and METABASE_SECRET_KEY set, each has a static-embedding URL of the question signed for 10 minutes; without them `configured` is false and the URLs are null. Not cached (Cache-Control: private, no-store).',
  allow: [metabasePolicy, 'diagrams'],
  ok: [200, DiagramListSchema, 'The diagrams.'],
  errors: [401, 403],
}).handle(async (c, deps) =>
  c.json(await listDiagrams(deps.db, deps.config.metabase, deps.now()), 200, {
    'Cache-Control': 'private, no-store',
  }),
);
