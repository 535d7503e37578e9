import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { nextPageOffset } from '../../query/next-page';
import { readQueryOptions } from '../../query/read-query-options';
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
export function useSalaries(params: SalaryListParams) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(salaryListQueryOptions(client, params));
  const { month, year, unpaid, onlyAlerts, limit, offset } = params;
  const next = nextPageOffset({ limit, offset }, query.data?.count);
  useEffect(() => {
    if (next === null) return;
    void queryClient.prefetchQuery(
      salaryListQueryOptions(client, { month, year, unpaid, onlyAlerts, limit, offset: next }),
    );
  }, [client, queryClient, month, year, unpaid, onlyAlerts, limit, next]);
  return query;
}
