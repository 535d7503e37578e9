import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { listSchools } from '../../services/reference/lists';
import { registerListRoute } from './list-route';
import { SchoolSchema } from '../../contract/reference';

export const registerSchools = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'schoolList',
    path: '/api/school/school/',
    summary: 'Schools',
    item: SchoolSchema,
    load: (d) => listSchools(d.db),
  });
