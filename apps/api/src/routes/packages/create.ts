import { operation } from '../../http/route';
import { createPackage } from '../../services/packages/write';
import { staffViewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { PackageCreateSchema, PackageSchema } from '../../contract/packages';

export const registerPackageCreate = operation({
  method: 'post',
  operationId: 'packageCreate',
  path: '/api/package/package/',
  tags: ['package'],
  summary: "Sell a package ('Ny Pakke på Elev', staff only)",
  description:
    "The seed's rules (date sold, type, at least one student and a receiver required; discount 0 to 100; extra price and hours at least 0; payments at least 1; blanks default). Priced at the type's newest price; expires 12 months after the date sold; makes an order confirmation NEW_PACKAGE.",
  allow: [packagePolicy, 'create'],
  body: PackageCreateSchema,
  ok: [201, PackageSchema, 'Sold.'],
  errors: [400, 401, 403, 413],
}).answer((c, deps) => createPackage(deps.db, staffViewer(c), c.req.valid('json'), deps.now()));
