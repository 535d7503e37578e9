import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { economyPaths, type MonthCheckParams } from './keys';

/** Hours taught, drawn, invoiced and paid per teacher and per package, and the disagreements. */
export type MonthCheck = Schemas['MonthCheck'];
export type MonthCheckTeacher = Schemas['MonthCheckTeacher'];
export type MonthCheckPackage = Schemas['MonthCheckPackage'];
export type MonthCheckDisagreement = Schemas['MonthCheckDisagreement'];
export type MonthCheckKind = MonthCheckDisagreement['kind'];

/** `GET economy/month-check/` with month and year. */
export function monthCheckQueryOptions(client: ApiClient, params: MonthCheckParams) {
  return readQueryOptions(economyPaths.monthCheck, params, (query, signal) =>
    unwrap(client.GET(economyPaths.monthCheck, { params: { query }, signal })),
  );
}

/** The month check of one month ('Månedskontroll'). */
export function useMonthCheck<TData = MonthCheck>(
  params: MonthCheckParams,
  options?: ReadHookOptions<MonthCheck, TData>,
) {
  return useReadQuery(monthCheckQueryOptions(useApiClient(), params), options);
}
