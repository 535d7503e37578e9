import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { documentPaths } from './keys';

/** `GET document/employee-faq/tree/`: the staff's FAQ, in the teacher FAQ's shape (FaqTreeNode). */
export function employeeFaqTreeQueryOptions(client: ApiClient) {
  return readQueryOptions(documentPaths.employeeFaqTree, {}, (_params, signal) =>
    unwrap(client.GET(documentPaths.employeeFaqTree, { signal })),
  );
}

/** The FAQ tree of the staff page 'FAQ'. */
export function useEmployeeFaqTree() {
  return useQuery(employeeFaqTreeQueryOptions(useApiClient()));
}
