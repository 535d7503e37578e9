/** Placeholders of the activity form's subject select (seed 000 §2). */
export const SUBJECT_PLACEHOLDER = {
  NO_STUDENT: 'Velg en elev først',
  NO_COMMON_SUBJECT: 'Ingen felles fag',
  CHOOSE: 'Velg fag',
} as const;

/** The subjects every chosen student has, in the first student's order (matched by id). */
export function commonSubjects<S extends { id: number }>(
  subjectsPerStudent: ReadonlyArray<readonly S[]>,
): S[] {
  const [first, ...rest] = subjectsPerStudent;
  if (!first) return [];
  return first.filter((subject) => rest.every((list) => list.some((s) => s.id === subject.id)));
}

/** The subject select's placeholder for the number of chosen students and their common subjects. */
export function subjectPlaceholder(studentCount: number, commonSubjectCount: number): string {
  if (studentCount === 0) return SUBJECT_PLACEHOLDER.NO_STUDENT;
  if (commonSubjectCount === 0) return SUBJECT_PLACEHOLDER.NO_COMMON_SUBJECT;
  return SUBJECT_PLACEHOLDER.CHOOSE;
}
