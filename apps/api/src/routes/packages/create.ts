import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { createPackage } from '../../services/packages/write';
import { staffViewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { allow } from '../../policies/policy';
import { PackageCreateSchema, PackageSchema } from '../../contract/packages';

const route = createRoute({
  method: 'post',
  operationId: 'packageCreate',
  path: '/api/package/package/',
  tags: ['package'],
  summary: "Sell a package ('Ny Pakke på Elev', staff only)",
  description:
    "The seed's rules (date sold, type, at least one student and a receiver required; discount 0 to 100; extra price and hours at least 0; payments at least 1; blanks default). Priced at the type's newest price; expires 12 months after the date sold; makes an order confirmation NEW_PACKAGE.",
  middleware: allow(packagePolicy, 'create', 'packageCreate'),
  request: { body: jsonBody(PackageCreateSchema) },
  responses: {
    201: { description: 'Sold.', content: { 'application/json': { schema: PackageSchema } } },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerPackageCreate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await createPackage(deps.db, staffViewer(c), c.req.valid('json'), deps.now()), 201),
  );
