import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEACHER_STATUS,
  TEACHER_STATUS_OPTIONS,
  YEAR_OF_STUDY_OPTIONS,
  teacherStatusLabel,
  yearOfStudyLabel,
} from './teacher';

describe('teacher reference data', () => {
  it('has the two statuses, WANT_MORE_STUDENTS by default', () => {
    expect(TEACHER_STATUS_OPTIONS).toEqual([
      { value: 'DO_NOT_WANT_MORE_STUDENTS', label: 'Ønsker ikke flere elever' },
      { value: 'WANT_MORE_STUDENTS', label: 'Ønsker flere elever' },
    ]);
    expect(DEFAULT_TEACHER_STATUS).toBe('WANT_MORE_STUDENTS');
    expect(teacherStatusLabel('DO_NOT_WANT_MORE_STUDENTS')).toBe('Ønsker ikke flere elever');
    expect(teacherStatusLabel(null)).toBe('Ønsker flere elever');
    expect(teacherStatusLabel('MAYBE')).toBe('Ønsker flere elever');
  });

  it("labels the years of study 'n. Trinn', 'Ferdig', 'Annet'", () => {
    expect(YEAR_OF_STUDY_OPTIONS.map((o) => o.label)).toEqual([
      '1. Trinn',
      '2. Trinn',
      '3. Trinn',
      '4. Trinn',
      '5. Trinn',
      '6. Trinn',
      'Ferdig',
      'Annet',
    ]);
    expect(YEAR_OF_STUDY_OPTIONS[6]).toEqual({ value: 'FIN', label: 'Ferdig' });
    expect(yearOfStudyLabel('7')).toBe('7');
  });
});
