import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { faqTree } from '../../services/reference/trees';
import { registerListRoute } from './list-route';
import { FaqTreeNodeSchema } from '../../contract/reference';

export const registerTeacherFaqTree = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'teacherFaqTree',
    path: '/api/document/teacher-faq/tree/',
    summary: 'The teacher FAQ tree (root categories)',
    item: FaqTreeNodeSchema,
    load: (d) => faqTree(d.db, 'teacher'),
  });
