/** A teacher's own status (seed 000 §4). */
export const TEACHER_STATUSES = ['DO_NOT_WANT_MORE_STUDENTS', 'WANT_MORE_STUDENTS'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];

export const TEACHER_STATUS_LABELS: Readonly<Record<TeacherStatus, string>> = {
  DO_NOT_WANT_MORE_STUDENTS: 'Ønsker ikke flere elever',
  WANT_MORE_STUDENTS: 'Ønsker flere elever',
};

export const TEACHER_STATUS_OPTIONS: ReadonlyArray<{ value: TeacherStatus; label: string }> =
  TEACHER_STATUSES.map((value) => ({ value, label: TEACHER_STATUS_LABELS[value] }));

/** The status shown when none is stored. */
export const DEFAULT_TEACHER_STATUS: TeacherStatus = 'WANT_MORE_STUDENTS';

/** True for a known teacher status. */
export function isTeacherStatus(value: unknown): value is TeacherStatus {
  return typeof value === 'string' && (TEACHER_STATUSES as readonly string[]).includes(value);
}

/** The label of a status; an unknown or missing status reads as the default's label. */
export function teacherStatusLabel(status: string | null | undefined): string {
  return TEACHER_STATUS_LABELS[isTeacherStatus(status) ? status : DEFAULT_TEACHER_STATUS];
}

/** Year-of-study codes: '1'..'6', FIN, OTHER (seed 000 §4). */
export const YEAR_OF_STUDY_VALUES = ['1', '2', '3', '4', '5', '6', 'FIN', 'OTHER'] as const;
export type YearOfStudy = (typeof YEAR_OF_STUDY_VALUES)[number];

/** '1. Trinn' .. '6. Trinn', 'Ferdig', 'Annet'. */
export const YEAR_OF_STUDY_OPTIONS: ReadonlyArray<{ value: YearOfStudy; label: string }> =
  YEAR_OF_STUDY_VALUES.map((value) => ({ value, label: yearOfStudyLabel(value) }));

/** The label of a year-of-study code; an unknown code is shown as it is. */
export function yearOfStudyLabel(value: string): string {
  if (value === 'FIN') return 'Ferdig';
  if (value === 'OTHER') return 'Annet';
  return /^[1-6]$/.test(value) ? `${value}. Trinn` : value;
}
