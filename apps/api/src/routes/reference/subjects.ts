import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { listSubjects } from '../../services/reference/lists';
import { registerListRoute } from './list-route';
import { SubjectSchema } from '../../contract/reference';

export const registerSubjects = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'subjectList',
    path: '/api/subject/subject/',
    summary: 'Subjects with education stage and category',
    item: SubjectSchema,
    load: (d) => listSubjects(d.db),
  });
