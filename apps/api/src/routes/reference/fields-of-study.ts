import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { listFieldsOfStudy } from '../../services/reference/lists';
import { registerListRoute } from './list-route';
import { FieldOfStudySchema } from '../../contract/reference';

export const registerFieldsOfStudy = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'fieldOfStudyList',
    path: '/api/school/fields-of-study/',
    summary: 'Fields of study (teacher profile)',
    item: FieldOfStudySchema,
    load: (d) => listFieldsOfStudy(d.db),
  });
