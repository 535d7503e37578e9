// Texts of the staff's economy screens. The seed gives the page names, buttons, dialogs, toasts
// and messages (seed 001 §2, §5, §8; @portal/domain keeps those it shares with the API); the rest
// are ours.

// --- Fakturaoversikt ---
export const INVOICE_OVERVIEW_TITLE = 'Fakturaoversikt';
export const START_DATE_LABEL = 'Startdato';
export const END_DATE_LABEL = 'Sluttdato';
/** The seed's default start (seed 001 §7: start_date default 01.01.2016). */
export const DEFAULT_INVOICE_START = '2016-01-01';
export const SHOW_SENT_LABEL = 'Vis også fakturerte';
export const PERIOD_ORDER_ERROR = 'Startdato kan ikke være etter sluttdato';
export const PERIOD_MISSING_TEXT = 'Velg startdato og sluttdato.';
export const INVOICES_LOAD_ERROR = 'Kunne ikke hente fakturaene.';
export const NO_INVOICES_TEXT = 'Ingen fakturaer i perioden.';
export const SELECT_ALL_LABEL = 'Velg alle';
export const selectReceiverLabel = (name: string) => `Velg ${name}`;
export const selectedCountText = (count: number) =>
  count === 1 ? '1 linje valgt' : `${count} linjer valgt`;
export const EXPORTED_BADGE = 'Eksportert';
export const SENT_BADGE = 'Fakturert';
export const PARTLY_SENT_BADGE = 'Delvis fakturert';
export const NOT_SENT_BADGE = 'Ikke fakturert';
export const EXPORT_DONE = 'CSV-filen er lastet ned';
export const EXPORT_CONFIRM_TITLE = 'Eksportere på nytt?';
export const MARKED_INVOICED = 'Fakturaene er markert som fakturert';
export const SOME_ALREADY_INVOICED = 'Noen av fakturaene var allerede fakturert';
/** Seed 001 §8: invoice marking failed. */
export const INVOICE_MARK_FAILED = 'Noe gikk galt under oppdatering av fakturaer';

// --- Betal Lønn ---
export const SALARY_OVERVIEW_TITLE = 'Betal Lønn';
export const salaryViewLabel = (unpaidView: boolean) =>
  unpaidView ? 'Bare vis ubetalt lønn' : 'Bare vis betalt lønn';
export const ONLY_ALERTS_LABEL = 'Bare vis lærere med varsel';
export const DOWNLOAD_SALARY_CSV = 'Last ned lønn - CSV';
/** Seed 001 §5: the payroll file has no rows. */
export const CSV_NOT_AVAILABLE = 'CSV data not available!';
export const TOTAL_HOURS_LABEL = 'Totalt antall timer';
export const SALARIES_LOAD_ERROR = 'Kunne ikke hente lønnsoversikten.';
export const NO_SALARIES_TEXT = 'Ingen lærere å vise.';
export const CLICK_FOR_MORE_INFO = 'Klikk for mer info';
export const CONFIRM_NO = 'Nei avbryt';
export const markAllDialogTitle = (unpaidView: boolean) =>
  `Marker all lønn som ${unpaidView ? 'betalt' : 'ubetalt'}`;
export const markAllDialogBody = (unpaidView: boolean) =>
  `Er du sikker på at du vil markere all lønn som ${unpaidView ? 'betalt' : 'ubetalt'}?`;
export const confirmYes = (unpaidView: boolean) =>
  `Ja marker som ${unpaidView ? 'betalt' : 'ubetalt'}`;
export const markTeacherDialogTitle = (unpaidView: boolean) =>
  `Marker lønn som ${unpaidView ? 'betalt' : 'ubetalt'}`;
export const markTeacherDialogBody = (name: string, unpaidView: boolean) =>
  `Er du sikker på at du vil markere lønnen til ${name} som ${unpaidView ? 'betalt' : 'ubetalt'}?`;
export const payColumnLabel = (unpaidView: boolean) =>
  unpaidView ? 'Ikke-betalt lønn' : 'Utbetalt lønn';
export const payBreakdownTitle = (unpaidView: boolean) =>
  unpaidView ? 'Ubetalt lønn' : 'Utbetalt lønn';
export const INFO_COLUMN_LABEL = 'Informasjon';
export const ACTION_COLUMN_LABEL = 'Handling';
export const VISMA_ID_BOX_LABEL = 'Mangler VismaID:';
export const VISMA_ID_PLACEHOLDER = 'Visma Employment ID';
export const VISMA_ID_SAVED = 'VismaID er lagret';
/** Seed 001 §8: teacher update failure. */
export const TEACHER_UPDATE_FAILED = 'Noe gikk galt under oppdatering av lærer';
export const SEND_REMINDER = 'Send en påminnelse til læreren';
export const REMINDER_SENT = 'Påminnelsen er sendt';
export const reminderSentTo = (email: string, count: number) =>
  `${email} fikk en liste over ${count} ${count === 1 ? 'økt' : 'økter'} som mangler oppsummering.`;
export const REMINDER_FAILED = 'Påminnelsen ble ikke sendt';
export const PAY_LINE_LABELS = {
  base: 'Basislønn',
  bonus: 'Bonuslønn',
  travel: 'Reiselønn',
  special: 'Ekstralønn',
  total: 'Total lønn',
} as const;
export const INFO_LABELS = {
  account: 'Kontonummer',
  address: 'Adresse',
  email: 'Epost',
  ssn: 'Personnummer',
  visma: 'VismaID',
} as const;

// --- Månedskontroll (issue 14, beyond the seed) ---
export const MONTH_CHECK_TITLE = 'Månedskontroll';
export const MONTH_CHECK_DESCRIPTION =
  'Timer undervist, trukket fra pakker, fakturert og betalt for timene i en måned, og alt som ikke stemmer.';
export const MONTH_LABEL = 'Måned';
export const MONTH_CHECK_LOAD_ERROR = 'Kunne ikke hente månedskontrollen.';
export const DISAGREEMENTS_TITLE = 'Avvik';
export const NO_DISAGREEMENTS_TEXT = 'Alt stemmer denne måneden.';
export const KIND_FILTER_LABEL = 'Vis avvik';
export const ALL_KINDS_LABEL = 'Alle avvik';
export const KIND_LABELS = {
  lesson_without_package: 'Time uten pakke',
  lesson_without_summary: 'Time uten oppsummering',
  lesson_paid_before_summary: 'Betalt før oppsummering',
  package_not_invoiced: 'Pakke ikke fakturert',
} as const;
export const OPEN_LESSON = 'Åpne timen';
export const OPEN_IN_INVOICES = 'Åpne i Fakturaoversikt';
export const PER_TEACHER_TITLE = 'Per lærer';
export const PER_PACKAGE_TITLE = 'Per pakke';
export const HOURS_LABELS = {
  hours_taught: 'Undervist',
  student_hours: 'Elevtimer',
  hours_drawn: 'Trukket fra pakker',
  hours_invoiced: 'Fakturert',
  hours_paid: 'Betalt',
} as const;

// --- Time (the lesson a disagreement links to) ---
export const LESSON_TITLE = 'Time';
export const LESSON_LOAD_ERROR = 'Kunne ikke hente timen.';
export const LESSON_NOT_FOUND = 'Fant ikke timen.';
export const BACK_TO_MONTH_CHECK = 'Tilbake til månedskontrollen';
