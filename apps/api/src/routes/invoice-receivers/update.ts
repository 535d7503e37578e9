import { operation } from '../../http/route';
import { addStudentToReceiver } from '../../services/invoice-receivers/update';
import { staffViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { idParams } from '../../contract/common';
import { InvoiceReceiverPatchSchema, InvoiceReceiverSchema } from '../../contract/students';

export const registerInvoiceReceiverUpdate = operation({
  method: 'patch',
  operationId: 'invoiceReceiverUpdate',
  path: '/api/user/invoice-receiver/{id}/',
  tags: ['invoice-receiver'],
  summary: 'Add a student the receiver pays for (add_new_student, staff only)',
  description:
    'A student the receiver already pays for changes nothing. An unknown student is a field error.',
  allow: [invoiceReceiverPolicy, 'update'],
  params: idParams,
  body: InvoiceReceiverPatchSchema,
  ok: [200, InvoiceReceiverSchema, 'The receiver with the students it pays for.'],
  errors: [400, 401, 403, 404, 413],
}).answer((c, deps) =>
  addStudentToReceiver(deps.db, staffViewer(c), c.req.valid('param').id, c.req.valid('json')),
);
