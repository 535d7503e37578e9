import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { listLocations } from '../../services/reference/lists';
import { registerListRoute } from './list-route';
import { LocationSchema } from '../../contract/reference';

export const registerLocations = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'activityLocationList',
    path: '/api/activity/activity/locations/',
    summary: 'Activity places as (code, label)',
    description: 'INTERNET and CAMPUS mean no travel. Teachers and staff.',
    item: LocationSchema,
    load: (d) => listLocations(d.db),
  });
