/** Texts and rules of exporting and marking invoices (seed 001 §2, §5, §8). */

export const EXPORT_CSV_BUTTON = 'Eksporter som CSV';
export const MARK_INVOICED_BUTTON = 'Marker valgte som fakurert';
export const INVOICE_TABS = { PACKAGE: 'Pakkefaktura', TRAVEL: 'Reisefaktura' } as const;

/** Asked before exporting rows of which some were exported before; buttons 'Avbryt' / 'Eksporter'. */
export const ALREADY_EXPORTED_CONFIRMATION =
  'Du prøver å eksportere en faktura som allerede er eksportert, er du sikker på at du vil gjøre dette?';
/** Raised when custom-activity invoices are marked. */
export const CUSTOM_INVOICE_MARK_MESSAGE = 'Det er ikke mulig å markere tilpasset faktura enda';

/** CSV export is disabled with no selection. */
export function canExportInvoices(selectedCount: number): boolean {
  return selectedCount > 0;
}

/** True when the selection holds a line that was exported before: confirm first. */
export function exportNeedsConfirmation(selected: ReadonlyArray<{ exported: boolean }>): boolean {
  return selected.some((line) => line.exported);
}
