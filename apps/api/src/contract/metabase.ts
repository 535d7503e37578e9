import { z } from '@hono/zod-openapi';

const configured = z.boolean().openapi({
  description:
    'True when METABASE_SITE_URL and METABASE_SECRET_KEY are set. False: every iframe_url is null and the screen says what to configure.',
});

const iframeUrl = z.string().nullable().openapi({
  description:
    'Metabase static embedding: `{METABASE_SITE_URL}/embed/…/{token}#bordered=true&titled=true`, the token an HS256 JWT of `{resource, params: {}, exp}` signed with METABASE_SECRET_KEY, valid 10 minutes. Null while Metabase is not configured.',
  example:
    'https://metabase.example.no/embed/dashboard/eyJhbGciOiJIUzI1NiJ9.e30.sig#bordered=true&titled=true',
});

/** An analytics dashboard of the staff dashboard (seed 001 §3). */
export const AnalyticsDashboardSchema = z
  .object({
    dashboard_id: z.number().int().openapi({ description: 'The dashboard id in Metabase.' }),
    dashboard_name: z.string(),
    iframe_url: iframeUrl,
    metabase_url: z.string().nullable().openapi({
      description:
        'The dashboard in Metabase itself, `{METABASE_SITE_URL}/dashboard/{id}` (needs a Metabase account); null while not configured.',
    }),
  })
  .openapi('AnalyticsDashboard');

export const AnalyticsDashboardListSchema = z
  .object({ configured, dashboards: z.array(AnalyticsDashboardSchema) })
  .openapi('AnalyticsDashboardList');

/** A marketing diagram ('Markedsføring'): a Metabase question with its frame size (seed 001 §3). */
export const DiagramSchema = z
  .object({
    diagram_id: z.number().int().openapi({ description: 'The question (card) id in Metabase.' }),
    diagram_name: z.string().openapi({ description: 'Its title in the portal (frame title).' }),
    iframe_url: iframeUrl,
    width: z.number().int().openapi({ description: 'Frame width in px (at most: frames shrink).' }),
    height: z.number().int().openapi({ description: 'Frame height in px at that width.' }),
  })
  .openapi('Diagram');

export const DiagramListSchema = z
  .object({ configured, diagrams: z.array(DiagramSchema) })
  .openapi('DiagramList');
