import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { faqTree } from '../../services/reference/trees';
import { employeeReferencePolicy } from '../../policies/reference';
import { registerListRoute } from './list-route';
import { FaqTreeNodeSchema } from '../../contract/reference';

export const registerEmployeeFaqTree = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'employeeFaqTree',
    path: '/api/document/employee-faq/tree/',
    summary: 'The employee FAQ tree (root categories)',
    description: 'Staff only.',
    item: FaqTreeNodeSchema,
    load: (d) => faqTree(d.db, 'employee'),
    policy: employeeReferencePolicy,
  });
