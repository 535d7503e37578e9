import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { documentTree } from '../../services/reference/trees';
import { registerListRoute } from './list-route';
import { DocumentTreeNodeSchema } from '../../contract/reference';

export const registerDocumentTree = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'documentFileTree',
    path: '/api/document/file-tree/',
    summary: 'The teacher document tree (root folders)',
    item: DocumentTreeNodeSchema,
    load: (d) => documentTree(d.db),
  });
