import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { allow, type Policy } from '../../policies/policy';
import { referencePolicy } from '../../policies/reference';

/**
 * Declares a GET of an unpaged reference list. Each reference route file calls this once with its
 * path, item schema and loader.
 */
export const registerListRoute = <T extends z.ZodType>(
  app: ApiApp,
  deps: AppDeps,
  spec: {
    operationId: string;
    path: string;
    summary: string;
    description?: string;
    item: T;
    load: (deps: AppDeps) => Promise<z.input<T>[]>;
    /** Who may read it; teachers and staff unless said. */
    policy?: Policy<'read'>;
  },
) => {
  const route = createRoute({
    method: 'get',
    operationId: spec.operationId,
    path: spec.path,
    tags: ['reference'],
    summary: spec.summary,
    description: spec.description ?? 'Teachers and staff.',
    middleware: allow(spec.policy ?? referencePolicy, 'read', spec.operationId),
    responses: {
      200: {
        description: 'The list.',
        content: { 'application/json': { schema: z.array(spec.item) } },
      },
      ...errorResponses(401, 403),
    },
  });
  // The handler's value is checked against the schema by the loader's type.
  app.openapi(route, async (c) => c.json((await spec.load(deps)) as never, 200));
};
