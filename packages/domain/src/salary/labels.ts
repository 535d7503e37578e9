/** Texts of the salary screen that depend on the view or on a count (seed 001 §2). */

/**
 * 'Har N økt/økter som mangler oppsummering': the seed writes both forms; the portal picks the
 * grammatical one, 'økt' for 1 and 'økter' otherwise.
 */
export function sessionsWord(count: number): string {
  return count === 1 ? 'økt' : 'økter';
}

/** Tooltip of the warning icon: 'Har 2 økter som mangler oppsummering'. */
export function missingSummaryTooltip(count: number): string {
  return `Har ${count} ${sessionsWord(count)} som mangler oppsummering`;
}

/** Line in the expanded row: 'Læreren har 1 økt som mangler oppsummering'. */
export function teacherMissingSummaryLine(count: number): string {
  return `Læreren har ${count} ${sessionsWord(count)} som mangler oppsummering`;
}

/** 'Marker som betalt' in the unpaid view, 'Marker som ubetalt' in the paid view. */
export function markButtonLabel(unpaidView: boolean): string {
  return unpaidView ? 'Marker som betalt' : 'Marker som ubetalt';
}

/** 'Marker alt som betalt' / 'Marker alt som ubetalt'. */
export function markAllButtonLabel(unpaidView: boolean): string {
  return unpaidView ? 'Marker alt som betalt' : 'Marker alt som ubetalt';
}

/** Summary card: 'Totalt ubetalt lønn' in the unpaid view, 'Totalt utbetalt lønn' in the paid view. */
export function salaryTotalLabel(unpaidView: boolean): string {
  return unpaidView ? 'Totalt ubetalt lønn' : 'Totalt utbetalt lønn';
}

/** 'Lønn til og med:' month picker label and its placeholder. */
export const SALARY_MONTH_PICKER_LABEL = 'Lønn til og med:';
export const SALARY_MONTH_PICKER_PLACEHOLDER = 'Velg måned';
/** Shown instead of a Visma id when it is missing. */
export const MISSING_VISMA_ID = 'Mangler VismaID';
