import { describe, expect, it } from 'vitest';
import {
  ALREADY_EXPORTED_CONFIRMATION,
  CUSTOM_INVOICE_MARK_MESSAGE,
  EXPORT_CSV_BUTTON,
  INVOICE_TABS,
  MARK_INVOICED_BUTTON,
  canExportInvoices,
  exportNeedsConfirmation,
} from './export';

describe('invoice overview texts (seed 001 §2, §5)', () => {
  it('names the buttons and tabs as the seed does', () => {
    expect(EXPORT_CSV_BUTTON).toBe('Eksporter som CSV');
    // The seed spells it 'fakurert'; the requirement is the seed's text, typo included.
    expect(MARK_INVOICED_BUTTON).toBe('Marker valgte som fakurert');
    expect(INVOICE_TABS).toEqual({ PACKAGE: 'Pakkefaktura', TRAVEL: 'Reisefaktura' });
  });

  it('asks before exporting again and refuses to mark custom invoices in the seed wording', () => {
    expect(ALREADY_EXPORTED_CONFIRMATION).toBe(
      'Du prøver å eksportere en faktura som allerede er eksportert, er du sikker på at du vil gjøre dette?',
    );
    expect(CUSTOM_INVOICE_MARK_MESSAGE).toBe('Det er ikke mulig å markere tilpasset faktura enda');
  });
});

describe('canExportInvoices', () => {
  it('is disabled with no selection', () => {
    expect(canExportInvoices(0)).toBe(false);
  });

  it('is enabled from one selected line', () => {
    expect(canExportInvoices(1)).toBe(true);
    expect(canExportInvoices(12)).toBe(true);
  });
});

describe('exportNeedsConfirmation', () => {
  it('needs no confirmation for an empty selection or only new lines', () => {
    expect(exportNeedsConfirmation([])).toBe(false);
    expect(exportNeedsConfirmation([{ exported: false }, { exported: false }])).toBe(false);
  });

  it('asks as soon as one selected line was exported before', () => {
    expect(exportNeedsConfirmation([{ exported: false }, { exported: true }])).toBe(true);
    expect(exportNeedsConfirmation([{ exported: true }])).toBe(true);
  });
});
