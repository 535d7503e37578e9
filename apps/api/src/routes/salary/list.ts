import { operation } from '../../http/route';
import { pageLinks } from '../../http/list-query';
import { listSalaries, salaryViewOf } from '../../services/salary/staff-salary';
import { salaryPolicy } from '../../policies/salary';
import { TeacherSalaryPageSchema, salaryListQuery } from '../../contract/salary';

export const registerSalaryList = operation({
  method: 'get',
  operationId: 'salaryList',
  path: '/api/salary/',
  tags: ['salary'],
  summary: "The salary table of 'Betal Lønn' (staff only)",
  description:
    'A page of teachers by name with hours and pay for the month and view (unpaid: unpaid lessons with a summary that started on or before the last day of the month; paid: lessons paid in the pay run of the month), the warning count of past lessons lacking a summary, and the lesson ids. Sums are exact (numeric) two-decimal strings.',
  allow: [salaryPolicy, 'list'],
  query: salaryListQuery,
  ok: [200, TeacherSalaryPageSchema, 'A page of teachers.'],
  errors: [400, 401, 403],
}).answer(async (c, deps) => {
  const q = c.req.valid('query');
  const now = deps.now();
  const page = await listSalaries(
    deps.db,
    {
      ...salaryViewOf(q, now),
      onlyAlerts: q.only_show_alerts ?? false,
      limit: q.limit,
      offset: q.offset,
    },
    now,
  );
  return { ...page, ...pageLinks(c.req.url, page.count, q.limit, q.offset) };
});
