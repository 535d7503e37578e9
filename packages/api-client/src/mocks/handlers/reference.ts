import { HttpResponse } from 'msw';
import {
  makeActivityCategories,
  makeActivityLocations,
  makeCities,
  makeEducationStages,
  makeFieldsOfStudy,
  makeSchools,
  makeSubjects,
} from '../fixtures/reference';
import { http } from '../http';
import { neverResolve, serverError } from '../states';

const READ_PATHS = [
  '/subject/subject/',
  '/subject/education-stage/',
  '/user/city/',
  '/school/school/',
  '/school/fields-of-study/',
  '/activity/activity-category/',
  '/activity/activity/locations/',
] as const;

/** Reference lists (subjects, stages, cities, schools, fields of study, categories, places). */
export const referenceHandlers = {
  default: [
    http.get('/subject/subject/', () => HttpResponse.json(makeSubjects())),
    http.get('/subject/education-stage/', () => HttpResponse.json(makeEducationStages())),
    http.get('/user/city/', () => HttpResponse.json(makeCities())),
    http.get('/school/school/', () => HttpResponse.json(makeSchools())),
    http.get('/school/fields-of-study/', () => HttpResponse.json(makeFieldsOfStudy())),
    http.get('/activity/activity-category/', () => HttpResponse.json(makeActivityCategories())),
    http.get('/activity/activity/locations/', () => HttpResponse.json(makeActivityLocations())),
  ],
  /** Empty lists. */
  empty: READ_PATHS.map((path) => http.get(path, () => HttpResponse.json([]))),
  loading: READ_PATHS.map((path) => http.get(path, neverResolve)),
  error: READ_PATHS.map((path) => http.get(path, serverError)),
};
