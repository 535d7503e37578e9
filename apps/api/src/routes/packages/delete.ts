import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { deletePackage } from '../../services/packages/write';
import { packagePolicy } from '../../policies/packages';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';

const route = createRoute({
  method: 'delete',
  operationId: 'packageDelete',
  path: '/api/package/package/{id}/',
  tags: ['package'],
  summary: 'Delete a package (staff only)',
  description:
    'Refused (400) once lessons drew hours from it or it was invoiced: deleting it would lose which paid hours the lessons used.',
  middleware: allow(packagePolicy, 'delete', 'packageDelete'),
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerPackageDelete = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    await deletePackage(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
