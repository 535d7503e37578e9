import { z } from '@hono/zod-openapi';
import { ORDER_CONFIRMATION_PURPOSES } from '@portal/domain/package';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { operation } from '../../http/route';
import {
  deleteOrderConfirmation,
  previewOrderConfirmation,
  sendOrderConfirmation,
} from '../../services/packages/order-confirmations';
import { staffViewer } from '../../auth/route-guards';
import { packagePolicy } from '../../policies/packages';
import { idParams } from '../../contract/common';
import { EmailPreviewSchema, PackageSchema } from '../../contract/packages';

const preview = operation({
  method: 'get',
  operationId: 'orderConfirmationPreview',
  path: '/api/package/order-confirmation/{id}/email-preview/',
  tags: ['package'],
  summary: 'The e-mail of an order confirmation as HTML (staff only)',
  description:
    '{id} is the order confirmation. purpose, when sent, must be the confirmation’s own (NEW_PACKAGE or EDITED_PACKAGE).',
  allow: [packagePolicy, 'orderConfirmations'],
  params: idParams,
  query: z.object({
    purpose: z
      .enum(ORDER_CONFIRMATION_PURPOSES)
      .optional()
      .openapi({ param: { name: 'purpose', in: 'query' } }),
  }),
  ok: [200, EmailPreviewSchema, 'The mail as HTML.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) =>
  previewOrderConfirmation(
    deps,
    staffViewer(c),
    c.req.valid('param').id,
    c.req.valid('query').purpose,
  ),
);

const send = operation({
  method: 'put',
  operationId: 'orderConfirmationSend',
  path: '/api/package/order-confirmation/{id}/',
  tags: ['package'],
  summary: 'Send an order confirmation to the invoice receiver (staff only)',
  description:
    'Mails it (SMTP, or the outbox without one) and stamps the sent date; sent once: a second send is 400.',
  allow: [packagePolicy, 'orderConfirmations'],
  params: idParams,
  ok: [200, PackageSchema, 'Sent; the package with its confirmations.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) => sendOrderConfirmation(deps, staffViewer(c), c.req.valid('param').id));

const remove = operation({
  method: 'delete',
  operationId: 'orderConfirmationDelete',
  path: '/api/package/order-confirmation/{id}/',
  tags: ['package'],
  summary: 'Delete an unsent order confirmation (staff only)',
  allow: [packagePolicy, 'orderConfirmations'],
  params: idParams,
  ok: [204, 'Deleted.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) => deleteOrderConfirmation(deps, c.req.valid('param').id));

export const registerOrderConfirmationRoutes = (app: ApiApp, deps: AppDeps) => {
  preview(app, deps);
  send(app, deps);
  remove(app, deps);
};
