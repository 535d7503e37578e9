import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { userPaths, userSearchQuery, type UserSearchParams } from './keys';

export type UserSearchResult = Schemas['UserSearchResult'];

/** `GET user/user/` with search, limit and is_staff. */
export function userSearchQueryOptions(client: ApiClient, params: UserSearchParams) {
  return readQueryOptions(userPaths.search, userSearchQuery(params), (query, signal) =>
    unwrap(client.GET(userPaths.search, { params: { query }, signal })),
  );
}

/** Users found by name or e-mail (the developer picker asks for staff, limit 8). */
export function useUserSearch<TData = UserSearchResult[]>(
  params: UserSearchParams,
  options?: ReadHookOptions<UserSearchResult[], TData>,
) {
  return useReadQuery(userSearchQueryOptions(useApiClient(), params), options);
}
