// Texts of 'Fakturamottakere'. The seed gives the page name and the toasts of a receiver update
// (seed 000 and 001 §8); the rest are ours.
export const RECEIVER_OVERVIEW_TITLE = 'Fakturamottakere';
export const RECEIVERS_LOAD_ERROR = 'Kunne ikke hente fakturamottakerne.';
export const NO_RECEIVERS_TEXT = 'Ingen fakturamottakere å vise';
export const SEARCH_RECEIVERS_LABEL = 'Søk etter fakturamottaker';
export const PAYS_FOR_TITLE = 'Betaler for';
export const PAYS_FOR_NOBODY = 'Betaler ikke for noen elever ennå';
export const ADD_STUDENT_LABEL = 'Legg til elev';
export const RECEIVER_UPDATED = {
  title: 'Fakturamottaker oppdatert',
  description: 'Elev er lagt til under valgt fakturamottaker',
};
export const RECEIVER_UPDATE_FAILED = {
  title: 'Noe gikk galt',
  description: 'Fakturamottaker ble ikke oppdatert',
};
