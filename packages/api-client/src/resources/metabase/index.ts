// @portal/api-client/metabase: the metabase resource's reads, writes and types.
export {
  metabasePaths,
  metabaseKeys,
  METABASE_STALE_TIME_MS,
  METABASE_ENV_VARIABLES,
} from './keys';
export { metabaseDashboardsQueryOptions, useMetabaseDashboards } from './metabase-dashboards-query';
export type { AnalyticsDashboard, AnalyticsDashboardList } from './metabase-dashboards-query';
export { metabaseDiagramsQueryOptions, useMetabaseDiagrams } from './metabase-diagrams-query';
export type { Diagram, DiagramList } from './metabase-diagrams-query';
