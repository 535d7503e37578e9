import { z } from '@hono/zod-openapi';
import { salaryCsvFileName } from '@portal/domain/csv';
import { salaryCsv } from '@portal/domain/salary';
import { operation } from '../../http/route';
import { salaryCsvTeachers, salaryViewOf } from '../../services/salary/staff-salary';
import { salaryPolicy } from '../../policies/salary';
import { salaryTotalQuery } from '../../contract/salary';

export const registerSalaryGenerateCsv = operation({
  method: 'get',
  operationId: 'salaryGenerateCsv',
  path: '/api/salary/generate-csv/',
  tags: ['salary'],
  summary: "'Last ned lønn - CSV': the payroll file of the view (staff only)",
  description:
    "text/csv (UTF-8 with BOM, ';', CRLF), named 'Lønn-{month}-{year}.csv': header Ansattnummer;Navn;Lønnsart;Timer;Beløp, then one row per teacher with a Visma id and pay type (Basislønn, Bonuslønn, Reiselønn, Ekstralønn) that is not zero. Numbers with French digit grouping; text cells starting with = + - @ tab or CR are prefixed with an apostrophe. Only the header: no data ('CSV data not available!').",
  allow: [salaryPolicy, 'csv'],
  query: salaryTotalQuery,
  responses: {
    200: {
      description: 'The payroll file.',
      headers: {
        'Content-Disposition': {
          description:
            'attachment; filename="Lonn-11-2026.csv"; filename*=UTF-8\'\'L%C3%B8nn-11-2026.csv',
          schema: { type: 'string', maxLength: 200 },
        },
      },
      content: { 'text/csv': { schema: z.string().openapi({ maxLength: 50_000_000 }) } },
    },
  },
  errors: [400, 401, 403],
}).handle(async (c, deps) => {
  const view = salaryViewOf(c.req.valid('query'), deps.now());
  const text = salaryCsv(await salaryCsvTeachers(deps.db, view));
  const name = salaryCsvFileName(view.month, view.year);
  const ascii = name.replace('ø', 'o');
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'no-store',
  });
});
