// Texts of the issue board. The seed gives the columns, categories, priorities, validation and
// the delete failure; the rest are ours, exported so stories and tests use the same words.
export const ISSUES_TITLE = 'Issues';
export const NEW_ISSUE_LABEL = 'Ny issue';
export const EDIT_ISSUE_TITLE = 'Rediger issue';
export const CATEGORY_FILTER_LABEL = 'Kategori';
export const NO_ISSUES_TEXT = 'Ingen issues her';
export const ISSUES_LOAD_ERROR = 'Kunne ikke hente issues';
export const ISSUE_CREATED = 'Issue opprettet';
export const ISSUE_UPDATED = 'Issue oppdatert';
export const ISSUE_DELETED = 'Issue slettet';
export const SAVE_LABEL = 'Lagre';
export const DELETE_LABEL = 'Slett';
export const EDIT_LABEL = 'Rediger';
export const DETAILS_LABEL = 'Detaljer';
export const NO_DEVELOPER_TEXT = 'Ingen utvikler';

/** Seed 001 §8: the toast of a failed delete. */
export const deleteFailedText = (title: string) => `Kunne ikke slette issue '${title}'`;
export const confirmDeleteTitle = (title: string) => `Slette issue '${title}'?`;
/** The accessible names of a card's arrows, e.g. "Flytt 'Ny rapport' til Underveis". */
export const moveLabel = (title: string, toState: string) => `Flytt '${title}' til ${toState}`;
/** The button under a column that shows more of its cards. */
export const showMoreLabel = (hidden: number) => `Vis flere (${hidden} til)`;
export const estimateText = (hours: number) =>
  `${hours.toLocaleString('nb-NO', { maximumFractionDigits: 2 })} t`;
