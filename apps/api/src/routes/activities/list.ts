import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { ACTIVITY_STATUS_FILTERS } from '@portal/domain/activity';
import { ACTIVITY_ORDERING, listActivities } from '../../services/activities/read';
import { viewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { ActivityListSchema } from '../../contract/activities';
import { orderingParam, pageQuery } from '../../contract/common';

export const registerActivityList = operation({
  method: 'get',
  operationId: 'activityList',
  path: '/api/activity/activity/',
  tags: ['teacher'],
  summary: 'Activities, paged',
  description:
    'A teacher gets their own activities, staff every activity. search: subject, plan or a student’s name; status: one display status. Default ordering -start_date_time. Students and invoice receivers: 403 (the customer lesson list is not served here yet).',
  allow: [activityPolicy, 'list'],
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
  ok: [200, ActivityListSchema, 'One page.'],
  errors: [400, 401, 403],
}).page((c, deps) => listActivities(deps.db, viewer(c), c.req.valid('query'), deps.now()));
