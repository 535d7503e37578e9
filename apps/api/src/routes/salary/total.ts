import { operation } from '../../http/route';
import { salaryTotal, salaryViewOf } from '../../services/salary/staff-salary';
import { salaryPolicy } from '../../policies/salary';
import { SalaryTotalSchema, salaryTotalQuery } from '../../contract/salary';

export const registerSalaryTotal = operation({
  method: 'get',
  operationId: 'salaryTotal',
  path: '/api/salary/total/',
  tags: ['salary'],
  summary: "The summary cards of 'Betal Lønn' and the ids of 'Marker alt' (staff only)",
  description:
    'Total hours and pay of every lesson of the view (the sum of all rows of GET salary/), and all_activity_ids.',
  allow: [salaryPolicy, 'total'],
  query: salaryTotalQuery,
  ok: [200, SalaryTotalSchema, 'Totals.'],
  errors: [400, 401, 403],
}).answer((c, deps) => salaryTotal(deps.db, salaryViewOf(c.req.valid('query'), deps.now())));
