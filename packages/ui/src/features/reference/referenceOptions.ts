import type { City, FieldOfStudy, School, Subject } from '@portal/api-client/reference';
import type { FieldOption } from '../../form/options';

/** Select options of the reference lists; ids stay numbers. */
export const cityOptions = (cities: readonly City[] = []): FieldOption<number>[] =>
  cities.map((c) => ({ value: c.id, label: c.city_name }));

export const schoolOptions = (schools: readonly School[] = []): FieldOption<number>[] =>
  schools.map((s) => ({ value: s.id, label: s.school_name }));

export const fieldOfStudyOptions = (fields: readonly FieldOfStudy[] = []): FieldOption<number>[] =>
  fields.map((f) => ({ value: f.id, label: f.study_name }));

/** A subject with its education stage, since names repeat across stages. */
export const subjectOptions = (subjects: readonly Subject[] = []): FieldOption<number>[] =>
  subjects.map((s) => ({
    value: s.id,
    label: s.education_stage
      ? `${s.subject_name} (${s.education_stage.education_stage_name})`
      : s.subject_name,
  }));
