// Texts of 'Passord-tokens'. The seed gives the empty text and asks for the two success toasts
// ('token created', 'link copied'); the rest are ours, exported so stories and tests use the same words.
export const PASSWORD_TOKENS_TITLE = 'Passord-tokens';
export const PASSWORD_TOKENS_INTRO =
  'Lag en lenke som lar en bruker velge nytt passord. Lenken kan brukes én gang og utløper etter noen dager.';
export const NEW_TOKEN_TITLE = 'Nytt token';
export const EMAIL_LABEL = 'Brukerens e-post';
export const CREATE_TOKEN_LABEL = 'Opprett token';
export const TOKENS_TITLE = 'Aktive tokens';
export const USER_COLUMN = 'Bruker';
export const CREATED_COLUMN = 'Opprettet';
export const LINK_COLUMN = 'Lenke';
export const COPY_LINK_LABEL = 'Kopier lenke';
/** Seed 001 §8. */
export const NO_TOKENS_TEXT = 'Ingen tokens funnet';
export const TOKENS_LOAD_ERROR = 'Kunne ikke hente tokens';
export const TOKEN_CREATED = 'Token opprettet';
export const LINK_COPIED = 'Lenke kopiert';
export const COPY_FAILED = 'Kunne ikke kopiere lenken';
export const MANUAL_COPY_CLOSE = 'Skjul lenken';

/** The accessible name of a row's copy button, e.g. 'Kopier lenke for laerer@demo.no'. */
export const copyLinkLabel = (email: string) => `${COPY_LINK_LABEL} for ${email}`;
export const tokenCreatedText = (email: string) => `Kopier lenken til ${email} i tabellen.`;
export const linkCopiedText = (email: string) => `Lenken til ${email} er klar til å limes inn.`;
/**
 * The failed copy's toast. The link itself is shown on the page, selected, in a read-only field
 * over the table: a toast goes away, and a 100-character link does not wrap inside one.
 */
export const COPY_FAILED_TEXT = 'Lenken står i feltet over tabellen. Kopier den derfra.';
export const manualCopyLabel = (email: string) => `Lenke for ${email}`;
export const MANUAL_COPY_HELP = 'Marker lenken og kopier den selv (Ctrl+C eller ⌘+C).';
