import { unwrap, unwrapDeleted } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import type { Package } from './package-list-query';
import { PACKAGE_WRITE_INVALIDATES, packagePaths } from './keys';

export type PackageCreate = Schemas['PackageCreate'];
export type PackagePatch = Schemas['PackagePatch'];
export type PackageUpdateVariables = { id: number; patch: PackagePatch };

/** `POST package/package/`. */
export function createPackage(client: ApiClient, body: PackageCreate): Promise<Package> {
  return unwrap(client.POST(packagePaths.list, { body }));
}

/** `PATCH package/package/{id}/`. */
export function updatePackage(client: ApiClient, { id, patch }: PackageUpdateVariables) {
  return unwrap(client.PATCH(packagePaths.detail, { params: { path: { id } }, body: patch }));
}

/** `DELETE package/package/{id}/`. */
export async function deletePackage(client: ApiClient, id: number): Promise<void> {
  await unwrapDeleted(client.DELETE(packagePaths.detail, { params: { path: { id } } }));
}

/** 'Ny Pakke på Elev': sells a package; package lists are refetched. */
export function useCreatePackage(options: MutationHookOptions<Package, PackageCreate> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: PackageCreate) => createPackage(client, body),
    PACKAGE_WRITE_INVALIDATES,
    options,
  );
}

/** Package edit (and reactivation); package lists are refetched. */
export function useUpdatePackage(
  options: MutationHookOptions<Package, PackageUpdateVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: PackageUpdateVariables) => updatePackage(client, variables),
    PACKAGE_WRITE_INVALIDATES,
    options,
  );
}

export function useDeletePackage(options: MutationHookOptions<void, number> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (id: number) => deletePackage(client, id),
    PACKAGE_WRITE_INVALIDATES,
    options,
  );
}
