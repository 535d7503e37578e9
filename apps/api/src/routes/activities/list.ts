import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { ACTIVITY_STATUS_FILTERS } from '@portal/domain/activity';
import { ACTIVITY_ORDERING, listActivities } from '../../services/activities/read';
import { pageLinks } from '../../http/list-query';
import { viewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { ActivityListSchema } from '../../contract/activities';
import { orderingParam, pageQuery } from '../../contract/common';

const route = createRoute({
  method: 'get',
  operationId: 'activityList',
  path: '/api/activity/activity/',
  tags: ['teacher'],
  summary: 'Activities, paged',
  description:
    'A teacher gets their own activities, staff every activity. search: subject, plan or a student’s name; status: one display status. Default ordering -start_date_time. Students and invoice receivers: 403 (the customer lesson list is not served here yet).',
  middleware: allow(activityPolicy, 'list', 'activityList'),
  request: {
    query: z.object({
      ...pageQuery,
      ordering: orderingParam(ACTIVITY_ORDERING, '-start_date_time'),
      status: z
        .enum(ACTIVITY_STATUS_FILTERS)
        .optional()
        .openapi({
          param: { name: 'status', in: 'query' },
          description:
            "Only one display status: completed ('Fullført'), planned ('Planlagt') or missing_summary ('Mangler oppsummering').",
        }),
    }),
  },
  responses: {
    200: {
      description: 'One page.',
      content: { 'application/json': { schema: ActivityListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerActivityList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const page = await listActivities(deps.db, viewer(c), query, deps.now());
    return c.json(
      {
        count: page.count,
        ...pageLinks(c.req.url, page.count, query.limit, query.offset),
        results: page.results,
      },
      200,
    );
  });
