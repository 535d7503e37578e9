import { unwrap } from '../../client/unwrap';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { documentPaths } from './keys';
import type { FaqTreeNode } from './teacher-faq-tree-query';

/** `GET document/employee-faq/tree/`: the staff's FAQ, in the teacher FAQ's shape (FaqTreeNode). */
export function employeeFaqTreeQueryOptions(client: ApiClient) {
  return readQueryOptions(documentPaths.employeeFaqTree, {}, (_params, signal) =>
    unwrap(client.GET(documentPaths.employeeFaqTree, { signal })),
  );
}

/** The FAQ tree of the staff page 'FAQ'. */
export function useEmployeeFaqTree<TData = FaqTreeNode[]>(
  options?: ReadHookOptions<FaqTreeNode[], TData>,
) {
  return useReadQuery(employeeFaqTreeQueryOptions(useApiClient()), options);
}
