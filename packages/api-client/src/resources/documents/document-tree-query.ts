import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { documentPaths } from './keys';

/** A folder: id, name, documents (id, document_name, file_uri) and child folders. */
export type DocumentTreeNode = Schemas['DocumentTreeNode'];
export type PortalDocument = Schemas['Document'];

/** `GET document/file-tree/`. */
export function documentTreeQueryOptions(client: ApiClient) {
  return readQueryOptions(documentPaths.fileTree, {}, (_params, signal) =>
    unwrap(client.GET(documentPaths.fileTree, { signal })),
  );
}

/** The collapsible document tree of 'Ressurser'. */
export function useDocumentTree<TData = DocumentTreeNode[]>(
  options?: ReadHookOptions<DocumentTreeNode[], TData>,
) {
  return useReadQuery(documentTreeQueryOptions(useApiClient()), options);
}
