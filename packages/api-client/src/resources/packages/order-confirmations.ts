import { unwrap, unwrapDeleted } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import type { Package } from './package-list-query';
import { PACKAGE_WRITE_INVALIDATES, packagePaths } from './keys';

type EmailPreview = Schemas['EmailPreview'];

export type OrderConfirmation = Schemas['OrderConfirmation'];

/** `GET package/order-confirmation/{id}/email-preview/`; a null id makes no request. */
export function orderConfirmationPreviewQueryOptions(client: ApiClient, id: number | null) {
  return readQueryOptions(packagePaths.orderConfirmationPreview, { id }, ({ id }, signal) =>
    unwrap(client.GET(packagePaths.orderConfirmationPreview, { params: { path: { id } }, signal })),
  );
}

/** The mail of an order confirmation as HTML, for the preview dialog. */
export function useOrderConfirmationPreview<TData = EmailPreview | null>(
  id: number | null,
  options?: ReadHookOptions<EmailPreview | null, TData>,
) {
  return useReadQuery(orderConfirmationPreviewQueryOptions(useApiClient(), id), options);
}

/** `PUT package/order-confirmation/{id}/`: mails it and stamps the sent date. */
export function sendOrderConfirmation(client: ApiClient, id: number): Promise<Package> {
  return unwrap(client.PUT(packagePaths.orderConfirmation, { params: { path: { id } } }));
}

/** `DELETE package/order-confirmation/{id}/` (only while unsent). */
export async function deleteOrderConfirmation(client: ApiClient, id: number): Promise<void> {
  await unwrapDeleted(client.DELETE(packagePaths.orderConfirmation, { params: { path: { id } } }));
}

export function useSendOrderConfirmation(options: MutationHookOptions<Package, number> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (id: number) => sendOrderConfirmation(client, id),
    PACKAGE_WRITE_INVALIDATES,
    options,
  );
}

export function useDeleteOrderConfirmation(options: MutationHookOptions<void, number> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (id: number) => deleteOrderConfirmation(client, id),
    PACKAGE_WRITE_INVALIDATES,
    options,
  );
}
