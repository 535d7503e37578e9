import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { packagePaths } from './keys';

export type PackageType = Schemas['PackageType'];

/** `GET package/package-type/`: the types a package can be sold as, with their newest price. */
export function packageTypesQueryOptions(client: ApiClient) {
  return readQueryOptions(packagePaths.types, {}, (_params, signal) =>
    unwrap(client.GET(packagePaths.types, { signal })),
  );
}

export function usePackageTypes() {
  return useQuery(packageTypesQueryOptions(useApiClient()));
}
