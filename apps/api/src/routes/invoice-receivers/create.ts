import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { createInvoiceReceiver } from '../../services/invoice-receivers/create';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { allow } from '../../policies/policy';
import { InvoiceReceiverCreateSchema, InvoiceReceiverSchema } from '../../contract/students';

const route = createRoute({
  method: 'post',
  operationId: 'invoiceReceiverCreate',
  path: '/api/user/invoice-receiver/',
  tags: ['teacher', 'invoice-receiver'],
  summary: 'Register an invoice receiver for students',
  description:
    'A teacher may name only their own students in pays_for_students. self_as_student: the receiver is the student with user_info.email (among pays_for_students). The e-mail of an existing receiver the caller may see (staff, or a teacher whose student it already pays for) adds the students to that receiver (200); any other existing e-mail is 400; otherwise a new receiver is created (201). A teacher sees only their own students in students_to_pay_for.',
  middleware: allow(invoiceReceiverPolicy, 'create', 'invoiceReceiverCreate'),
  request: { body: jsonBody(InvoiceReceiverCreateSchema) },
  responses: {
    200: {
      description: 'Students added to an existing receiver.',
      content: { 'application/json': { schema: InvoiceReceiverSchema } },
    },
    201: {
      description: 'Created.',
      content: { 'application/json': { schema: InvoiceReceiverSchema } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerInvoiceReceiverCreate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const { created, receiver } = await createInvoiceReceiver(
      deps.db,
      staffOrTeacherViewer(c),
      c.req.valid('json'),
    );
    return created ? c.json(receiver, 201) : c.json(receiver, 200);
  });
