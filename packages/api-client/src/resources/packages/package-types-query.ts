import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { packagePaths } from './keys';

export type PackageType = Schemas['PackageType'];

/** `GET package/package-type/`: the types a package can be sold as, with their newest price. */
export function packageTypesQueryOptions(client: ApiClient) {
  return readQueryOptions(packagePaths.types, {}, (_params, signal) =>
    unwrap(client.GET(packagePaths.types, { signal })),
  );
}

export function usePackageTypes<TData = PackageType[]>(
  options?: ReadHookOptions<PackageType[], TData>,
) {
  return useReadQuery(packageTypesQueryOptions(useApiClient()), options);
}
