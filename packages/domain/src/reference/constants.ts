/** Business constants of the seeds that the UI and the API share (seed 000 §9, seed 001 §9). */

/** Toasts stay 5 s (seed 000 §9). */
export const TOAST_DURATION_MS = 5000;
/** The theme a new visitor gets. */
export const DEFAULT_THEME = 'light';
/** Id used when an invoice receiver, school or city id is missing (seed 000 §9). */
export const FALLBACK_ID = 1;
/** Limit of plain-list and user searches, and of the developer picker on issues (seed 001 §9). */
export const PLAIN_LIST_SEARCH_LIMIT = 20;
export const DEVELOPER_PICKER_LIMIT = 8;
/** Default orderings (seed 001 §9). */
export const DEFAULT_ORDERING = {
  teachers: '-id',
  invoiceReceivers: '-id',
  students: '-created_at',
} as const;
/** Activity categories a new teacher gets (seed 001 §9). */
export const NEW_TEACHER_ACTIVITY_CATEGORIES: readonly number[] = [1];
/** Default start of the invoice period (seed 001 §7), DD.MM.YYYY as the API takes it. */
export const DEFAULT_INVOICE_START_DATE = '01.01.2016';
/** Responsive breakpoints in px (seed 000 §9, seed 001 §9). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Max length of titles and comments (seed 001 §9). */
export const MAX_TEXT_LENGTH = 255;
