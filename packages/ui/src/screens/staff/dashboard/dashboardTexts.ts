// Texts of the staff dashboard (/employee/dashboard). 'Markedsføring' is the seed's; the rest are ours.

export const DASHBOARD_TITLE = 'Dashboard';
export const DASHBOARD_DESCRIPTION = 'Tall og diagrammer fra Metabase.';

/** The toggle's name and its two views; the marketing view is value 1 (seed 001 §2). */
export const VIEW_TOGGLE_LABEL = 'Visning';
export const DASHBOARDS_VIEW_LABEL = 'Dashboards';
export const MARKETING_VIEW_LABEL = 'Markedsføring';

export const NOT_CONFIGURED_TITLE = 'Metabase er ikke satt opp';
/** Before the two variable names. */
export const NOT_CONFIGURED_LEAD =
  'For å vise dashboardene og diagrammene her må API-serveren ha to miljøvariabler:';
export const SITE_URL_HINT = 'adressen til Metabase, f.eks. https://metabase.example.no';
export const SECRET_KEY_HINT =
  'nøkkelen for innebygging fra Metabase (Admin → Embedding → Static embedding)';
export const NOT_CONFIGURED_RESTART = 'Sett begge og start API-serveren på nytt.';
export const registeredText = (kind: 'dashboards' | 'diagrammer', names: string[]) =>
  `Registrerte ${kind}: ${names.join(', ')}.`;

export const DASHBOARDS_LOAD_ERROR = 'Kunne ikke hente dashboardene.';
export const DIAGRAMS_LOAD_ERROR = 'Kunne ikke hente diagrammene.';
export const NO_DASHBOARDS_TEXT = 'Ingen dashboards er registrert.';
export const NO_DIAGRAMS_TEXT = 'Ingen diagrammer er registrert.';

export const FRAME_LOADING_LABEL = 'Laster fra Metabase…';
export const OPEN_IN_METABASE = 'Åpne i Metabase';
export const NEW_TAB_LABEL = '(åpnes i ny fane)';
export const dashboardFrameTitle = (name: string) => `Metabase-dashboard: ${name}`;
export const diagramFrameTitle = (name: string) => `Diagram: ${name}`;
