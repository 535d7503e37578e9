import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { updatePackage } from '../../services/packages/write';
import { staffViewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { PackagePatchSchema, PackageSchema } from '../../contract/packages';

const route = createRoute({
  method: 'patch',
  operationId: 'packageUpdate',
  path: '/api/package/package/{id}/',
  tags: ['package'],
  summary: 'Edit a package, or reactivate an expired one (staff only)',
  description:
    'description and comment_for_invoice at most 255; extra hours and price at least 0; discount 0 to 100; reactivate_package gives an expired package 12 months from today. A change makes an order confirmation EDITED_PACKAGE.',
  middleware: allow(packagePolicy, 'update', 'packageUpdate'),
  request: { params: idParams, body: jsonBody(PackagePatchSchema) },
  responses: {
    200: { description: 'Changed.', content: { 'application/json': { schema: PackageSchema } } },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const registerPackageUpdate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await updatePackage(
        deps.db,
        staffViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.now(),
      ),
      200,
    ),
  );
