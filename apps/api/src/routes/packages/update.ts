import { operation } from '../../http/route';
import { updatePackage } from '../../services/packages/write';
import { staffViewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { idParams } from '../../contract/common';
import { PackagePatchSchema, PackageSchema } from '../../contract/packages';

export const registerPackageUpdate = operation({
  method: 'patch',
  operationId: 'packageUpdate',
  path: '/api/package/package/{id}/',
  tags: ['package'],
  summary: 'Edit a package, or reactivate an expired one (staff only)',
  description:
    'description and comment_for_invoice at most 255; extra hours and price at least 0; discount 0 to 100; reactivate_package gives an expired package 12 months from today. A change makes an order confirmation EDITED_PACKAGE.',
  allow: [packagePolicy, 'update'],
  params: idParams,
  body: PackagePatchSchema,
  ok: [200, PackageSchema, 'Changed.'],
  errors: [400, 401, 403, 404, 413],
}).answer((c, deps) =>
  updatePackage(deps.db, staffViewer(c), c.req.valid('param').id, c.req.valid('json'), deps.now()),
);
