import { createRoute, z } from '@hono/zod-openapi';
import { ORDER_CONFIRMATION_PURPOSES } from '@portal/domain/package';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import {
  deleteOrderConfirmation,
  previewOrderConfirmation,
  sendOrderConfirmation,
} from '../../services/packages/order-confirmations';
import { staffViewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { EmailPreviewSchema, PackageSchema } from '../../contract/packages';

const previewRoute = createRoute({
  method: 'get',
  operationId: 'orderConfirmationPreview',
  path: '/api/package/order-confirmation/{id}/email-preview/',
  tags: ['package'],
  summary: 'The e-mail of an order confirmation as HTML (staff only)',
  description:
    '{id} is the order confirmation. purpose, when sent, must be the confirmation’s own (NEW_PACKAGE or EDITED_PACKAGE).',
  middleware: allow(packagePolicy, 'orderConfirmations', 'orderConfirmationPreview'),
  request: {
    params: idParams,
    query: z.object({
      purpose: z
        .enum(ORDER_CONFIRMATION_PURPOSES)
        .optional()
        .openapi({ param: { name: 'purpose', in: 'query' } }),
    }),
  },
  responses: {
    200: {
      description: 'The mail as HTML.',
      content: { 'application/json': { schema: EmailPreviewSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const sendRoute = createRoute({
  method: 'put',
  operationId: 'orderConfirmationSend',
  path: '/api/package/order-confirmation/{id}/',
  tags: ['package'],
  summary: 'Send an order confirmation to the invoice receiver (staff only)',
  description:
    'Mails it (SMTP, or the outbox without one) and stamps the sent date; sent once: a second send is 400.',
  middleware: allow(packagePolicy, 'orderConfirmations', 'orderConfirmationSend'),
  request: { params: idParams },
  responses: {
    200: {
      description: 'Sent; the package with its confirmations.',
      content: { 'application/json': { schema: PackageSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  operationId: 'orderConfirmationDelete',
  path: '/api/package/order-confirmation/{id}/',
  tags: ['package'],
  summary: 'Delete an unsent order confirmation (staff only)',
  middleware: allow(packagePolicy, 'orderConfirmations', 'orderConfirmationDelete'),
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerOrderConfirmationRoutes = (app: ApiApp, deps: AppDeps) => {
  app.openapi(previewRoute, async (c) =>
    c.json(
      await previewOrderConfirmation(
        deps,
        staffViewer(c),
        c.req.valid('param').id,
        c.req.valid('query').purpose,
      ),
      200,
    ),
  );
  app.openapi(sendRoute, async (c) =>
    c.json(await sendOrderConfirmation(deps, staffViewer(c), c.req.valid('param').id), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteOrderConfirmation(deps, c.req.valid('param').id);
    return c.body(null, 204);
  });
};
