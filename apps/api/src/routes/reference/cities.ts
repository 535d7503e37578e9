import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { listCities } from '../../services/reference/lists';
import { registerListRoute } from './list-route';
import { CitySchema } from '../../contract/reference';

export const registerCities = (app: ApiApp, deps: AppDeps) =>
  registerListRoute(app, deps, {
    operationId: 'cityList',
    path: '/api/user/city/',
    summary: 'Cities',
    item: CitySchema,
    load: (d) => listCities(d.db),
  });
