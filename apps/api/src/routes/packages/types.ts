import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { listPackageTypes } from '../../services/packages/types';
import { packagePolicy } from '../../policies/packages';
import { PackageTypeSchema } from '../../contract/packages';

export const registerPackageTypeList = operation({
  method: 'get',
  operationId: 'packageTypeList',
  path: '/api/package/package-type/',
  tags: ['package'],
  summary: 'Package types with their newest price (staff only)',
  allow: [packagePolicy, 'types'],
  ok: [200, z.array(PackageTypeSchema), 'Active types, smallest first.'],
  errors: [401, 403],
}).answer((c, deps) => listPackageTypes(deps.db));
