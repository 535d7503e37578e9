import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { salaryListQuery, salaryPaths, type SalaryListParams } from './keys';

/** A teacher's row of 'Betal Lønn': hours, pay by type, the warning count and the lesson ids. */
export type TeacherSalary = Schemas['TeacherSalary'];
export type TeacherSalaryPage = Schemas['TeacherSalaryPage'];

/** `GET salary/` with month, year, month_is_unpaid, only_show_alerts, limit and offset. */
export function salaryListQueryOptions(client: ApiClient, params: SalaryListParams) {
  return readQueryOptions(salaryPaths.list, salaryListQuery(params), (query, signal) =>
    unwrap(client.GET(salaryPaths.list, { params: { query }, signal })),
  );
}

/** One page of the salary table; the next page is prefetched (seed 001 §4). */
export function useSalaries<TData = TeacherSalaryPage>(
  params: SalaryListParams,
  options?: ReadHookOptions<TeacherSalaryPage, TData>,
) {
  const client = useApiClient();
  return usePagedQuery((page) => salaryListQueryOptions(client, page), params, options);
}
