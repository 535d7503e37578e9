import { describe, expect, it } from 'vitest';
import {
  packageInvoiceCsvFileName,
  salaryCsvFileName,
  travelInvoiceCsvFileName,
} from './fileNames';

describe('CSV file names', () => {
  it('names the salary file Lønn-{month}-{year}.csv', () => {
    expect(salaryCsvFileName(12, 2026)).toBe('Lønn-12-2026.csv');
    expect(salaryCsvFileName(1, 2027)).toBe('Lønn-1-2027.csv');
  });

  it('names invoice files by tab and period', () => {
    expect(packageInvoiceCsvFileName('01.11.2026', '30.11.2026')).toBe(
      'Pakkefaktura-01.11.2026-30.11.2026.csv',
    );
    expect(travelInvoiceCsvFileName('01.01.2016', '21.11.2026')).toBe(
      'Reisefaktura-01.01.2016-21.11.2026.csv',
    );
  });
});
