// Texts of the staff's package screens. The seed gives the page names, the toasts and the failure
// messages (seed 001 §8); the rest are ours.
export const PACKAGE_OVERVIEW_TITLE = 'Pakkeoversikt';
export const PACKAGES_LOAD_ERROR = 'Kunne ikke hente pakkene.';
export const PACKAGE_DELETED = 'Pakken ble slettet';
export const PACKAGE_UPDATED = 'Pakken er oppdatert';
export const PACKAGE_CREATED = 'Pakken er lagret';
export const SOMETHING_WENT_WRONG = 'Noe gikk galt';
export const CREATE_FAILED = 'Noe gikk galt under oppretting av ny pakke';
export const UPDATE_FAILED = 'Noe gikk galt under oppdatering av ny pakke';
export const DELETE_FAILED = 'Noe gikk galt under sletting av pakken';
export const CONFIRMATION_SENT = 'Ordrebekreftelsen er sendt';
export const CONFIRMATION_DELETED = 'Ordrebekreftelsen er slettet';
export const ORDER_CONFIRMATIONS_TITLE = 'Ordrebekreftelser';
export const NO_CONFIRMATIONS_TEXT = 'Ingen ordrebekreftelser';
export const PURPOSE_LABELS = { NEW_PACKAGE: 'Ny pakke', EDITED_PACKAGE: 'Endret pakke' } as const;
