import { operation } from '../../http/route';
import { createInvoiceReceiver } from '../../services/invoice-receivers/create';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { InvoiceReceiverCreateSchema, InvoiceReceiverSchema } from '../../contract/students';

export const registerInvoiceReceiverCreate = operation({
  method: 'post',
  operationId: 'invoiceReceiverCreate',
  path: '/api/user/invoice-receiver/',
  tags: ['teacher', 'invoice-receiver'],
  summary: 'Register an invoice receiver for students',
  description:
    'A teacher may name only their own students in pays_for_students. self_as_student: the receiver is the student with user_info.email (among pays_for_students). The e-mail of an existing receiver the caller may see (staff, or a teacher whose student it already pays for) adds the students to that receiver (200); any other existing e-mail is 400; otherwise a new receiver is created (201). A teacher sees only their own students in students_to_pay_for.',
  allow: [invoiceReceiverPolicy, 'create'],
  body: InvoiceReceiverCreateSchema,
  ok: [200, InvoiceReceiverSchema, 'Students added to an existing receiver.'],
  responses: {
    201: {
      description: 'Created.',
      content: { 'application/json': { schema: InvoiceReceiverSchema } },
    },
  },
  errors: [400, 401, 403, 413],
}).handle(async (c, deps) => {
  const { created, receiver } = await createInvoiceReceiver(
    deps.db,
    staffOrTeacherViewer(c),
    c.req.valid('json'),
  );
  return created ? c.json(receiver, 201) : c.json(receiver, 200);
});
