import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { listEducationStages } from '../../services/reference/lists';
import { registerListRoute } from './list-route';
import { EducationStageSchema } from '../../contract/reference';

export const registerEducationStages = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'educationStageList',
    path: '/api/subject/education-stage/',
    summary: 'Education stages',
    item: EducationStageSchema,
    load: (d) => listEducationStages(d.db),
  });
