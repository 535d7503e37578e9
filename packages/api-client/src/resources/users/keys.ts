import { readQueryKey } from '../../query/read-query-key';

/** The staff's user search (seed 001 section 7). */
export const userPaths = { search: '/user/user/' } as const;

/** A search: text, how many (seed 001 §9: 20, the developer picker 8), staff only or not. */
export type UserSearchParams = { search?: string; limit?: number; is_staff?: boolean };

/** The query the API takes: no empty search, is_staff as 'true' / 'false'. */
export function userSearchQuery({ search, limit, is_staff }: UserSearchParams) {
  return {
    search: search?.trim() ? search.trim() : undefined,
    limit,
    is_staff:
      is_staff === undefined ? undefined : is_staff ? ('true' as const) : ('false' as const),
  };
}

export const userKeys = {
  search: (params: UserSearchParams) => readQueryKey(userPaths.search, userSearchQuery(params)),
} as const;
