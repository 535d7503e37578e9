import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
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
export function useDocumentTree() {
  return useQuery(documentTreeQueryOptions(useApiClient()));
}
