import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { listPackages } from '../../services/packages/read';
import { viewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { pageQuery } from '../../contract/common';
import { PackageListSchema } from '../../contract/packages';

export const registerPackageList = operation({
  method: 'get',
  operationId: 'packageList',
  path: '/api/package/package/',
  tags: ['package', 'customer'],
  summary: 'Sold packages, newest sold first',
  description:
    "Staff get every package with the office's fields; a customer the packages they pay for and those of their own student profile, without them ('Mine pakker'). search: package type, receiver or student name.",
  allow: [packagePolicy, 'list'],
  query: z.object(pageQuery),
  ok: [200, PackageListSchema, 'One page.'],
  errors: [400, 401, 403],
}).page((c, deps) => listPackages(deps.db, viewer(c), c.req.valid('query'), deps.now()));
