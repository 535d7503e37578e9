import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The sold-package routes, relative to the base URL (seed 001 section 7). */
export const packagePaths = {
  list: '/package/package/',
  detail: '/package/package/{id}/',
  types: '/package/package-type/',
  orderConfirmation: '/package/order-confirmation/{id}/',
  orderConfirmationPreview: '/package/order-confirmation/{id}/email-preview/',
} as const;

/** Every package write changes the package lists (staff's and customers'). */
export const PACKAGE_WRITE_INVALIDATES = [packagePaths.list] as const;

// A type alias, not an interface: read parameters must fit ReadParams' index signature.
export type PackageListParams = { limit: number; offset: number; search?: string };

/** The query the API takes: no empty search. */
export function packageListQuery({ search, ...rest }: PackageListParams) {
  return { ...rest, search: search?.trim() ? search.trim() : undefined };
}

export const packageKeys = {
  all: [normalizeReadPath(packagePaths.list)] as const,
  list: (params: PackageListParams) => readQueryKey(packagePaths.list, packageListQuery(params)),
  types: () => readQueryKey(packagePaths.types),
  preview: (id: number | null) => readQueryKey(packagePaths.orderConfirmationPreview, { id }),
} as const;
