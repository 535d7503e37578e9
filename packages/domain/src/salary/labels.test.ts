import { describe, expect, it } from 'vitest';
import {
  MISSING_VISMA_ID,
  SALARY_MONTH_PICKER_LABEL,
  SALARY_MONTH_PICKER_PLACEHOLDER,
  markAllButtonLabel,
  markButtonLabel,
  missingSummaryTooltip,
  salaryTotalLabel,
  sessionsWord,
  teacherMissingSummaryLine,
} from './labels';

describe('salary screen constants (seed 001 §2)', () => {
  it("labels the month picker 'Lønn til og med:' with placeholder 'Velg måned'", () => {
    expect(SALARY_MONTH_PICKER_LABEL).toBe('Lønn til og med:');
    expect(SALARY_MONTH_PICKER_PLACEHOLDER).toBe('Velg måned');
  });

  it("reads 'Mangler VismaID' where the Visma id is missing", () => {
    expect(MISSING_VISMA_ID).toBe('Mangler VismaID');
  });
});

describe('salary labels', () => {
  it("reads the seed's 'økt/økter' as singular for 1, plural otherwise", () => {
    expect(sessionsWord(1)).toBe('økt');
    expect(sessionsWord(0)).toBe('økter');
    expect(sessionsWord(2)).toBe('økter');
  });

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
