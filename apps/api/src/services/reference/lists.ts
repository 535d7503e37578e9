import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityCategories,
  cities,
  educationStages,
  fieldsOfStudy,
  locations,
  schools,
  subjectCategories,
  subjects,
} from '../../db/schema/index';

/** Reference lists (unpaged arrays, ordered by name). */
export const listCities = (db: Database) =>
  db
    .select({ id: cities.id, city_name: cities.cityName })
    .from(cities)
    .orderBy(asc(cities.cityName), asc(cities.id));

export const listSchools = (db: Database) =>
  db
    .select({ id: schools.id, school_name: schools.schoolName })
    .from(schools)
    .orderBy(asc(schools.schoolName), asc(schools.id));

export const listEducationStages = (db: Database) =>
  db
    .select({ id: educationStages.id, education_stage_name: educationStages.educationStageName })
    .from(educationStages)
    .orderBy(asc(educationStages.id));

export const listFieldsOfStudy = (db: Database) =>
  db
    .select({ id: fieldsOfStudy.id, study_name: fieldsOfStudy.studyName })
    .from(fieldsOfStudy)
    .orderBy(asc(fieldsOfStudy.studyName), asc(fieldsOfStudy.id));

export const listSubjects = async (db: Database) => {
  const rows = await db
    .select({
      id: subjects.id,
      subject_name: subjects.subjectName,
      stageId: educationStages.id,
      stageName: educationStages.educationStageName,
      categoryId: subjectCategories.id,
      categoryName: subjectCategories.categoryName,
    })
    .from(subjects)
    .leftJoin(educationStages, eq(educationStages.id, subjects.educationStageId))
    .leftJoin(subjectCategories, eq(subjectCategories.id, subjects.subjectCategoryId))
    .orderBy(asc(subjects.subjectName), asc(subjects.id));
  return rows.map((r) => ({
    id: r.id,
    subject_name: r.subject_name,
    education_stage:
      r.stageId === null ? null : { id: r.stageId, education_stage_name: r.stageName ?? '' },
    subject_category:
      r.categoryId === null ? null : { id: r.categoryId, category_name: r.categoryName ?? '' },
  }));
};

/** Activity categories; `only` limits them (a teacher's own categories). */
export const listActivityCategories = async (db: Database, only: number[] | 'all') => {
  const rows = await db
    .select({
      id: activityCategories.id,
      name: activityCategories.name,
      hourly_rate: activityCategories.hourlyRate,
      is_custom: activityCategories.isCustom,
    })
    .from(activityCategories)
    .where(only === 'all' ? undefined : inArray(activityCategories.id, only.length ? only : [-1]))
    .orderBy(asc(activityCategories.id));
  return rows.map((r) => ({ ...r, hourly_rate: Number(r.hourly_rate).toFixed(2) }));
};

/** Places as (code, label) pairs in the radio list's order. */
export const listLocations = (db: Database) =>
  db
    .select({ code: locations.code, label: locations.name })
    .from(locations)
    .orderBy(asc(locations.sortOrder), asc(locations.code));
