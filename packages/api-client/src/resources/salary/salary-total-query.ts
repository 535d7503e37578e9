import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { salaryPaths, salaryPeriodQuery, type SalaryPeriodParams } from './keys';

/** total_hours, total_payment and all_activity_ids (what 'Marker alt som betalt/ubetalt' sends). */
export type SalaryTotal = Schemas['SalaryTotal'];

/** `GET salary/total/` with month, year and month_is_unpaid. */
export function salaryTotalQueryOptions(client: ApiClient, params: SalaryPeriodParams) {
  return readQueryOptions(salaryPaths.total, salaryPeriodQuery(params), (query, signal) =>
    unwrap(client.GET(salaryPaths.total, { params: { query }, signal })),
  );
}

/** The summary cards of 'Betal Lønn' and the ids of 'Marker alt som betalt/ubetalt'. */
export function useSalaryTotal<TData = SalaryTotal>(
  params: SalaryPeriodParams,
  options?: ReadHookOptions<SalaryTotal, TData>,
) {
  return useReadQuery(salaryTotalQueryOptions(useApiClient(), params), options);
}
