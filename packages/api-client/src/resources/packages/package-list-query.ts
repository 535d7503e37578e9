import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { packageListQuery, packagePaths, type PackageListParams } from './keys';

/** A sold package: hours, price, students, receiver, forecast (and the office's fields for staff). */
export type Package = Schemas['Package'];
export type PackageList = Schemas['PackageList'];

/** `GET package/package/` with limit, offset and search. */
export function packageListQueryOptions(client: ApiClient, params: PackageListParams) {
  return readQueryOptions(packagePaths.list, packageListQuery(params), (query, signal) =>
    unwrap(client.GET(packagePaths.list, { params: { query }, signal })),
  );
}

/**
 * One page of the packages the signed-in user may see ('Mine pakker' asks for all at once); the
 * next page is prefetched when there is one.
 */
export function usePackages<TData = PackageList>(
  params: PackageListParams,
  options?: ReadHookOptions<PackageList, TData>,
) {
  const client = useApiClient();
  return usePagedQuery((page) => packageListQueryOptions(client, page), params, options);
}
