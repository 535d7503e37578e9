import { operation } from '../../http/route';
import { monthCheck, monthCheckMonthOf } from '../../services/economy/month-check';
import { economyPolicy } from '../../policies/economy';
import { MonthCheckSchema, monthCheckQuery } from '../../contract/economy';

export const registerEconomyMonthCheck = operation({
  method: 'get',
  operationId: 'economyMonthCheck',
  path: '/api/economy/month-check/',
  tags: ['economy'],
  summary: 'The month check: taught, drawn, invoiced and paid hours agree (staff only)',
  description:
    'For the lessons held in the month (started in it, before now, Oslo time): per teacher and per package (drawn from in the month or sold in it) the hours taught, drawn from packages, invoiced and paid; and every disagreement with the ids of its records: a lesson without a package to draw from, a lesson without a summary, a lesson paid without or before its summary, a package not invoiced.',
  allow: [economyPolicy, 'monthCheck'],
  query: monthCheckQuery,
  ok: [200, MonthCheckSchema, 'The month check.'],
  errors: [400, 401, 403],
}).answer(async (c, deps) => {
  const now = deps.now();
  return await monthCheck(deps.db, monthCheckMonthOf(c.req.valid('query'), now), now);
});
