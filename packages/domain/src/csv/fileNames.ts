/** Salary CSV name (seed 001 §9): 'Lønn-{month}-{year}.csv' with the month number, e.g. 'Lønn-12-2026.csv'. */
export function salaryCsvFileName(month: number, year: number): string {
  return `Lønn-${month}-${year}.csv`;
}

/**
 * Invoice CSV names. The seed says only that they are named for package and travel invoices; the portal
 * uses the tab names and the period as the screen shows it: 'Pakkefaktura-01.11.2026-30.11.2026.csv'
 * and 'Reisefaktura-01.11.2026-30.11.2026.csv'. Dates are the DD.MM.YYYY strings of the date pickers.
 */
export function packageInvoiceCsvFileName(startDate: string, endDate: string): string {
  return `Pakkefaktura-${startDate}-${endDate}.csv`;
}

/** See packageInvoiceCsvFileName. */
export function travelInvoiceCsvFileName(startDate: string, endDate: string): string {
  return `Reisefaktura-${startDate}-${endDate}.csv`;
}
