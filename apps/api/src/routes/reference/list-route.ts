import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { operation } from '../../http/route';
import { type Policy } from '../../policies/policy';
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
  operation({
    method: 'get',
    operationId: spec.operationId,
    path: spec.path,
    tags: ['reference'],
    summary: spec.summary,
    description: spec.description ?? 'Teachers and staff.',
    allow: [spec.policy ?? referencePolicy, 'read'],
    ok: [200, z.array(spec.item), 'The list.'],
    errors: [401, 403],
  }).answer(() => spec.load(deps))(app, deps);
};
