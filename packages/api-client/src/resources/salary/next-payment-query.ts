import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { salaryPaths } from './keys';

/** next_payment and total_unpaid, each as base, incentive_bonus, special_bonus, travel_salary. */
export type NextPayment = Schemas['NextPayment'];
export type PayBreakdown = Schemas['PayBreakdown'];

/** `GET salary/next-payment/`. */
export function nextPaymentQueryOptions(client: ApiClient) {
  return readQueryOptions(salaryPaths.nextPayment, {}, (_params, signal) =>
    unwrap(client.GET(salaryPaths.nextPayment, { signal })),
  );
}

/** The dashboard's pay card. */
export function useNextPayment<TData = NextPayment>(options?: ReadHookOptions<NextPayment, TData>) {
  return useReadQuery(nextPaymentQueryOptions(useApiClient()), options);
}
