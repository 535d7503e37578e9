import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { listPackageTypes } from '../../services/packages/types';
import { packagePolicy } from '../../policies/packages';
import { allow } from '../../policies/policy';
import { PackageTypeSchema } from '../../contract/packages';

const route = createRoute({
  method: 'get',
  operationId: 'packageTypeList',
  path: '/api/package/package-type/',
  tags: ['package'],
  summary: 'Package types with their newest price (staff only)',
  middleware: allow(packagePolicy, 'types', 'packageTypeList'),
  responses: {
    200: {
      description: 'Active types, smallest first.',
      content: { 'application/json': { schema: z.array(PackageTypeSchema) } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerPackageTypeList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => c.json(await listPackageTypes(deps.db), 200));
