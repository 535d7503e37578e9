import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { pageLinks } from '../../http/list-query';
import { listPackages } from '../../services/packages/read';
import { viewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { allow } from '../../policies/policy';
import { pageQuery } from '../../contract/common';
import { PackageListSchema } from '../../contract/packages';

const route = createRoute({
  method: 'get',
  operationId: 'packageList',
  path: '/api/package/package/',
  tags: ['package', 'customer'],
  summary: 'Sold packages, newest sold first',
  description:
    "Staff get every package with the office's fields; a customer the packages they pay for and those of their own student profile, without them ('Mine pakker'). search: package type, receiver or student name.",
  middleware: allow(packagePolicy, 'list', 'packageList'),
  request: { query: z.object(pageQuery) },
  responses: {
    200: {
      description: 'One page.',
      content: { 'application/json': { schema: PackageListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerPackageList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const page = await listPackages(deps.db, viewer(c), query, deps.now());
    return c.json(
      {
        count: page.count,
        ...pageLinks(c.req.url, page.count, query.limit, query.offset),
        results: page.results,
      },
      200,
    );
  });
