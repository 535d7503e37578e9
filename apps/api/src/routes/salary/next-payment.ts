import { operation } from '../../http/route';
import { nextPayment } from '../../services/salary/next-payment';
import { teacherViewer } from '../../auth/route-guards';
import { salaryPolicy } from '../../policies/salary';
import { NextPaymentSchema } from '../../contract/salary';

export const registerSalaryNextPayment = operation({
  method: 'get',
  operationId: 'salaryNextPayment',
  path: '/api/salary/next-payment/',
  tags: ['teacher'],
  summary: 'The teacher’s next payment and total unpaid pay',
  description:
    'Sums of base, incentive bonus, special bonus and travel pay (domain.md "Teacher pay"). Teachers only.',
  allow: [salaryPolicy, 'nextPayment'],
  ok: [200, NextPaymentSchema, 'Pay sums.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  return await nextPayment(deps.db, v.teacherId, deps.now());
});
