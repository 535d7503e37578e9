// Texts of the staff's package screens. The seed gives the page names, the toasts and the failure
// messages (seed 001 §8); the rest are ours.
export const PACKAGE_OVERVIEW_TITLE = 'Pakkeoversikt';
export const PACKAGES_LOAD_ERROR = 'Kunne ikke hente pakkene.';
export const PACKAGE_DELETED = 'Pakken ble slettet';
export const PACKAGE_UPDATED = 'Pakken er oppdatert';
export const PACKAGE_CREATED = 'Pakken er lagret';
export const CREATE_FAILED = 'Noe gikk galt under oppretting av ny pakke';
export const UPDATE_FAILED = 'Noe gikk galt under oppdatering av ny pakke';
export const DELETE_FAILED = 'Noe gikk galt under sletting av pakken';
export const CONFIRMATION_SENT = 'Ordrebekreftelsen er sendt';
export const CONFIRMATION_DELETED = 'Ordrebekreftelsen er slettet';
export const ORDER_CONFIRMATIONS_TITLE = 'Ordrebekreftelser';
export const NO_CONFIRMATIONS_TEXT = 'Ingen ordrebekreftelser';
export const PURPOSE_LABELS = { NEW_PACKAGE: 'Ny pakke', EDITED_PACKAGE: 'Endret pakke' } as const;
/** Under the receiver field: whom it lists. */
export const RECEIVER_HELP = 'Den som betaler for elevene du har valgt.';
/** The receiver select while it has nothing to offer, by why (short: a phone shows one line). */
export const CHOOSE_STUDENTS_FIRST = 'Velg elever først';
export const RECEIVERS_LOAD_ERROR = 'Kunne ikke hente fakturamottakerne';
export const NO_RECEIVER_FOR_STUDENT = 'Eleven har ingen fakturamottaker';
export const NO_RECEIVER_FOR_STUDENTS = 'Elevene har ingen fakturamottaker';
/** Under the receiver field when the chosen students have none: what to do. */
export const ADD_RECEIVER_HELP = 'Legg eleven til hos en fakturamottaker under Fakturamottakere.';
export const ADD_RECEIVERS_HELP = 'Legg elevene til hos en fakturamottaker under Fakturamottakere.';
/** Seed 001: adding students to a package cannot be undone; said before it is done. */
export const STUDENTS_STAY_HELP = 'En elev som er lagret på en pakke, kan ikke fjernes fra den.';
