import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { salaryPaths, salaryPeriodQuery, type SalaryPeriodParams } from './keys';

/**
 * `GET salary/generate-csv/`: the payroll file as text (semicolon-separated, with a BOM). The
 * route needs the JWT header, so a plain link cannot fetch it; the caller saves the text.
 */
export function downloadSalaryCsv(client: ApiClient, params: SalaryPeriodParams): Promise<string> {
  return unwrap(
    client.GET(salaryPaths.csv, {
      params: { query: salaryPeriodQuery(params) },
      parseAs: 'text',
    }),
  );
}

/** 'Last ned lønn - CSV': fetched on a click, never cached (a mutation). */
export function useDownloadSalaryCsv(
  options: Omit<UseMutationOptions<string, Error, SalaryPeriodParams>, 'mutationFn'> = {},
) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (params: SalaryPeriodParams) => downloadSalaryCsv(client, params),
    ...options,
  });
}
