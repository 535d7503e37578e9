// Texts of 'Læreroversikt' and the teacher edit. The seed gives the page name, the validation
// messages and the failure toasts (seed 001 §5, §8); the rest are ours.
export const TEACHER_OVERVIEW_TITLE = 'Læreroversikt';
export const TEACHERS_LOAD_ERROR = 'Kunne ikke hente lærerne.';
export const NO_TEACHERS_TEXT = 'Ingen lærere å vise';
export const SEARCH_TEACHERS_LABEL = 'Søk etter lærer';
export const SHOW_INACTIVE_TEACHERS_LABEL = 'Vis inaktive lærere';
export const INACTIVE_LABEL = 'Inaktiv';
export const SUBJECT_FILTER_LABEL = 'Fag';
export const CITY_FILTER_LABEL = 'By';
export const ALL_CITIES = 'Alle byer';
export const WANTS_FILTER_LABEL = 'Ønsker elever';
export const WANTS_FILTER_OPTIONS = [
  { value: '', label: 'Alle lærere' },
  { value: 'true', label: 'Ønsker flere elever' },
  { value: 'false', label: 'Ønsker ikke flere elever' },
] as const;
export const TABLET_FILTER_LABEL = 'Nettbrett';
export const TABLET_FILTER_OPTIONS = [
  { value: '', label: 'Nettbrett: alle' },
  { value: 'true', label: 'Har nettbrett' },
  { value: 'false', label: 'Har ikke nettbrett' },
  { value: 'unknown', label: 'Nettbrett: ukjent' },
] as const;
export const CLEAR_FILTERS_LABEL = 'Nullstill filtre';

export const EDIT_TEACHER_LABEL = 'Rediger lærer';
export const TEACHER_UPDATED = 'Læreren er oppdatert';
export const TEACHER_UPDATE_FAILED = 'Noe gikk galt under oppdatering av lærer';
export const OUR_COMMENTS_LABEL = 'Våre kommentarer';
export const NO_COMMENTS_TEXT = 'Ingen kommentarer';
export const NO_STUDENTS_TEXT = 'Ingen elever';
export const ACTIVE_LABEL = 'Aktiv';
export const ACTIVE_HELP = 'En inaktiv lærer kan ikke logge inn og vises i rødt i Læreroversikt.';

export const yesNoUnknown = (value: boolean | null) =>
  value === null ? 'Ukjent' : value ? 'Ja' : 'Nei';
