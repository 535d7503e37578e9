import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import type { ApiApp } from '../http/env';

const route = createRoute({
  operationId: 'health',
  method: 'get',
  path: '/api/health/',
  tags: ['system'],
  summary: 'Liveness check',
  security: [],
  responses: {
    200: {
      description: 'The API is up.',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

export const registerHealthRoute = (app: ApiApp, _deps: AppDeps) => {
  app.openapi(route, (c) => c.json({ status: 'ok' as const }, 200));
};
