import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { addStudentToReceiver } from '../../services/invoice-receivers/update';
import { staffViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { InvoiceReceiverPatchSchema, InvoiceReceiverSchema } from '../../contract/students';

const route = createRoute({
  method: 'patch',
  operationId: 'invoiceReceiverUpdate',
  path: '/api/user/invoice-receiver/{id}/',
  tags: ['invoice-receiver'],
  summary: 'Add a student the receiver pays for (add_new_student, staff only)',
  description:
    'A student the receiver already pays for changes nothing. An unknown student is a field error.',
  middleware: allow(invoiceReceiverPolicy, 'update', 'invoiceReceiverUpdate'),
  request: { params: idParams, body: jsonBody(InvoiceReceiverPatchSchema) },
  responses: {
    200: {
      description: 'The receiver with the students it pays for.',
      content: { 'application/json': { schema: InvoiceReceiverSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const registerInvoiceReceiverUpdate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await addStudentToReceiver(
        deps.db,
        staffViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
