import { HttpResponse } from 'msw';
import { makeAnalyticsDashboardList, makeDiagramList } from '../fixtures/metabase';
import { http } from '../http';
import { neverResolve, serverError } from '../states';

const DASHBOARDS = '/metabase/metabase/';
const DIAGRAMS = '/metabase/diagram/';

/**
 * metabase/metabase/ and metabase/diagram/ (the staff dashboard): the default and every state.
 * Configured frames are stand-in pages (fixtures/metabase.ts), so no story needs the network.
 */
export const metabaseHandlers = {
  /** Metabase configured: two dashboards and two diagrams with frames. */
  default: [
    http.get(DASHBOARDS, () => HttpResponse.json(makeAnalyticsDashboardList())),
    http.get(DIAGRAMS, () => HttpResponse.json(makeDiagramList())),
  ],
  /** The API has no METABASE_SITE_URL / METABASE_SECRET_KEY: rows without URLs. */
  unconfigured: [
    http.get(DASHBOARDS, () => HttpResponse.json(makeAnalyticsDashboardList(false))),
    http.get(DIAGRAMS, () => HttpResponse.json(makeDiagramList(false))),
  ],
  /** Configured, but no dashboard or diagram registered. */
  empty: [
    http.get(DASHBOARDS, () => HttpResponse.json({ configured: true, dashboards: [] })),
    http.get(DIAGRAMS, () => HttpResponse.json({ configured: true, diagrams: [] })),
  ],
  /** Both reads stay pending. */
  loading: [http.get(DASHBOARDS, neverResolve), http.get(DIAGRAMS, neverResolve)],
  /** Both reads fail with 500. */
  error: [http.get(DASHBOARDS, serverError), http.get(DIAGRAMS, serverError)],
};
