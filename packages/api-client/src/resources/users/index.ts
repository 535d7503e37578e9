// @portal/api-client/users: the users resource's reads, writes and types.
export { userPaths, userKeys, userSearchQuery } from './keys';
export type { UserSearchParams } from './keys';
export { userSearchQueryOptions, useUserSearch } from './user-search-query';
export type { UserSearchResult } from './user-search-query';
