import { asc } from 'drizzle-orm';
import type { MetabaseConfig } from '../../config';
import type { Database } from '../../db/client';
import { analyticsDashboards, diagrams } from '../../db/schema/index';
import { signEmbedUrl } from './embed';

export type AnalyticsDashboardRow = {
  dashboard_id: number;
  dashboard_name: string;
  /** The signed embed URL; null while Metabase is not configured. */
  iframe_url: string | null;
  /** The dashboard in Metabase itself (for staff with a Metabase account); null likewise. */
  metabase_url: string | null;
};

export type DiagramRow = {
  diagram_id: number;
  diagram_name: string;
  iframe_url: string | null;
  width: number;
  height: number;
};

/** The analytics dashboards in the order they were registered, each with a fresh signed URL. */
export const listAnalyticsDashboards = async (
  db: Database,
  metabase: MetabaseConfig | undefined,
  now: Date,
): Promise<{ configured: boolean; dashboards: AnalyticsDashboardRow[] }> => {
  const rows = await db
    .select({ id: analyticsDashboards.dashboardId, name: analyticsDashboards.dashboardName })
    .from(analyticsDashboards)
    .orderBy(asc(analyticsDashboards.id));
  return {
    configured: metabase !== undefined,
    dashboards: await Promise.all(
      rows.map(async (row) => ({
        dashboard_id: row.id,
        dashboard_name: row.name,
        iframe_url: metabase ? await signEmbedUrl(metabase, { dashboard: row.id }, now) : null,
        metabase_url: metabase ? `${metabase.siteUrl}/dashboard/${row.id}` : null,
      })),
    ),
  };
};

/** The marketing diagrams (Metabase questions) in registration order, each with a signed URL. */
export const listDiagrams = async (
  db: Database,
  metabase: MetabaseConfig | undefined,
  now: Date,
): Promise<{ configured: boolean; diagrams: DiagramRow[] }> => {
  const rows = await db
    .select({
      id: diagrams.diagramId,
      name: diagrams.name,
      width: diagrams.width,
      height: diagrams.height,
    })
    .from(diagrams)
    .orderBy(asc(diagrams.id));
  return {
    configured: metabase !== undefined,
    diagrams: await Promise.all(
      rows.map(async (row) => ({
        diagram_id: row.id,
        diagram_name: row.name,
        iframe_url: metabase ? await signEmbedUrl(metabase, { question: row.id }, now) : null,
        width: row.width,
        height: row.height,
      })),
    ),
  };
};
