// Public API of @portal/api-client. Named exports only.

// --- client: one openapi-fetch client, one middleware chain, one error type ---
export { createPortalClient } from './client/create-portal-client';
export type { PortalClient, PortalClientOptions } from './client/create-portal-client';
export { createMemoryTokenStore } from './client/token-store';
export type { TokenPair, TokenStore } from './client/token-store';
export {
  ApiError,
  isApiError,
  isSessionEnded,
  errorMessage,
  FALLBACK_ERROR_MESSAGE,
  SESSION_ENDED_DETAIL,
} from './client/api-error';
export type { ApiErrorBody } from './client/api-error';
export { unwrap, unwrapDeleted } from './client/unwrap';
export { newRequestKey } from './client/request-key';
export type { FetchResult } from './client/unwrap';
export { TOKEN_REFRESH_PATH } from './client/token-refresh';
export { withTrailingSlash } from './client/middleware/trailing-slash';
export type { PortalPaths, PortalOperations, Schemas } from './contract';

// --- query: the seed's read rule and query defaults ---
export { readQueryKey, hasNullParam, normalizeReadPath } from './query/read-query-key';
export type { ReadQueryKey, ReadParams, ReadParamValue, KnownParams } from './query/read-query-key';
export { readQueryOptions } from './query/read-query-options';
export { invalidateReads } from './query/invalidate';
export { nextPageOffset } from './query/next-page';
export type { PageParams } from './query/next-page';
export { useInvalidatingMutation } from './query/use-invalidating-mutation';
export { useReadQuery, useReadQueries, mergeReadOptions } from './query/use-read-query';
export type { ReadHookOptions, ReadOptions } from './query/use-read-query';
export { usePagedQuery } from './query/use-paged-query';
export type { CountedPage } from './query/use-paged-query';
export type { MutationHookOptions } from './query/use-invalidating-mutation';
export {
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
  QUERY_RETRY_COUNT,
  QUERY_GC_TIME_MS,
} from './query/create-query-client';

// --- react ---
export { ApiClientProvider, useApiClient } from './react/api-client-context';
export type { ApiClient, ApiClientProviderProps } from './react/api-client-context';

// --- session: the browser session store (a TokenStore plus user and type) ---
export { createSessionStore, SESSION_STORAGE_KEYS } from './session/session-store';
export type { Session, SessionStore, SessionUser } from './session/session-store';
export { watchSessionExpiry } from './session/session-expiry';
export type { SessionExpiryOptions, TabEvents } from './session/session-expiry';

// --- resources: one folder per API resource, also its own entry point
// (@portal/api-client/<resource>); re-exported here for tools that import the root.
export * from './resources/activities/index';
export * from './resources/auth/index';
export * from './resources/documents/index';
export * from './resources/economy/index';
export * from './resources/invoice-receivers/index';
export * from './resources/invoices/index';
export * from './resources/issues/index';
export * from './resources/metabase/index';
export * from './resources/packages/index';
export * from './resources/reference/index';
export * from './resources/reset-tokens/index';
export * from './resources/salary/index';
export * from './resources/students/index';
export * from './resources/teachers/index';
export * from './resources/users/index';
