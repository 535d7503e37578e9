import { operation } from '../../http/route';
import { deletePackage } from '../../services/packages/write';
import { packagePolicy } from '../../policies/packages';
import { idParams } from '../../contract/common';

export const registerPackageDelete = operation({
  method: 'delete',
  operationId: 'packageDelete',
  path: '/api/package/package/{id}/',
  tags: ['package'],
  summary: 'Delete a package (staff only)',
  description:
    'Refused (400) once lessons drew hours from it or it was invoiced: deleting it would lose which paid hours the lessons used.',
  allow: [packagePolicy, 'delete'],
  params: idParams,
  ok: [204, 'Deleted.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) => deletePackage(deps.db, c.req.valid('param').id));
