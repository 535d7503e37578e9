import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { documentPaths } from './keys';

/** A FAQ folder: id, name, faqs (id, question, answer) and child folders. */
export type FaqTreeNode = Schemas['FaqTreeNode'];
export type Faq = Schemas['Faq'];

/** `GET document/teacher-faq/tree/`. */
export function teacherFaqTreeQueryOptions(client: ApiClient) {
  return readQueryOptions(documentPaths.teacherFaqTree, {}, (_params, signal) =>
    unwrap(client.GET(documentPaths.teacherFaqTree, { signal })),
  );
}

/** The FAQ tree of 'Ressurser'. */
export function useTeacherFaqTree<TData = FaqTreeNode[]>(
  options?: ReadHookOptions<FaqTreeNode[], TData>,
) {
  return useReadQuery(teacherFaqTreeQueryOptions(useApiClient()), options);
}
