import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerMetabaseDashboardList } from './dashboards';
import { registerMetabaseDiagramList } from './diagrams';

/** metabase/… (seed 001 section 7): the staff dashboard's embedded analytics. */
export const registerMetabaseRoutes = (app: ApiApp, deps: AppDeps) => {
  registerMetabaseDashboardList(app, deps);
  registerMetabaseDiagramList(app, deps);
};
