// @portal/api-client/reference: the reference resource's reads, writes and types.
export { referencePaths, referenceKeys, REFERENCE_STALE_TIME_MS } from './keys';
export { subjectsQueryOptions, useSubjects } from './subjects-query';
export type { Subject } from './subjects-query';
export { educationStagesQueryOptions, useEducationStages } from './education-stages-query';
export type { EducationStage } from './education-stages-query';
export { citiesQueryOptions, useCities } from './cities-query';
export type { City } from './cities-query';
export { schoolsQueryOptions, useSchools } from './schools-query';
export type { School } from './schools-query';
export { fieldsOfStudyQueryOptions, useFieldsOfStudy } from './fields-of-study-query';
export type { FieldOfStudy } from './fields-of-study-query';
export { activityCategoriesQueryOptions, useActivityCategories } from './activity-categories-query';
export type { ActivityCategory } from './activity-categories-query';
export { activityLocationsQueryOptions, useActivityLocations } from './activity-locations-query';
export type { ActivityLocation } from './activity-locations-query';
