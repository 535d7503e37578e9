import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
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

/** One page of the packages the signed-in user may see ('Mine pakker' asks for all at once). */
export function usePackages(params: PackageListParams) {
  return useQuery(packageListQueryOptions(useApiClient(), params));
}
