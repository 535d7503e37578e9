import { describe, expect, it } from 'vitest';
import {
  markAllButtonLabel,
  markButtonLabel,
  missingSummaryTooltip,
  salaryTotalLabel,
  teacherMissingSummaryLine,
} from './labels';

describe('salary labels', () => {
  it('picks økt or økter by count', () => {
    expect(missingSummaryTooltip(1)).toBe('Har 1 økt som mangler oppsummering');
    expect(missingSummaryTooltip(3)).toBe('Har 3 økter som mangler oppsummering');
    expect(teacherMissingSummaryLine(0)).toBe('Læreren har 0 økter som mangler oppsummering');
    expect(teacherMissingSummaryLine(1)).toBe('Læreren har 1 økt som mangler oppsummering');
  });

  it('follows the paid/unpaid view', () => {
    expect(markButtonLabel(true)).toBe('Marker som betalt');
    expect(markButtonLabel(false)).toBe('Marker som ubetalt');
    expect(markAllButtonLabel(true)).toBe('Marker alt som betalt');
    expect(markAllButtonLabel(false)).toBe('Marker alt som ubetalt');
    expect(salaryTotalLabel(true)).toBe('Totalt ubetalt lønn');
    expect(salaryTotalLabel(false)).toBe('Totalt utbetalt lønn');
  });
});
