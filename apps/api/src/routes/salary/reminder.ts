import { operation } from '../../http/route';
import { sendSummaryReminder } from '../../services/salary/reminder';
import { salaryPolicy } from '../../policies/salary';
import { idParams } from '../../contract/common';
import { SummaryReminderResultSchema } from '../../contract/salary';

export const registerSalarySendSummaryReminder = operation({
  method: 'post',
  operationId: 'salarySendSummaryReminder',
  path: '/api/salary/teacher/{id}/reminder/',
  tags: ['salary'],
  summary: "'Send en påminnelse til læreren' (staff only)",
  description:
    'Mails the teacher (id: teacher id) the lessons that started before now and still lack a summary, through the outbox. 400 when there is none; unknown teacher 404.',
  allow: [salaryPolicy, 'remind'],
  params: idParams,
  ok: [200, SummaryReminderResultSchema, 'Sent.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) => sendSummaryReminder(deps, c.req.valid('param').id, deps.now()));
