import { HttpResponse } from 'msw';
import {
  makeActivityCategories,
  makeActivityLocations,
  makeCities,
  makeEducationStages,
  makeFieldsOfStudy,
  makeRosterCities,
  makeRosterFieldsOfStudy,
  makeRosterSchools,
  makeRosterSubjects,
  makeSchools,
  makeSubjects,
} from '../fixtures/reference';
import type { Schemas } from '../../contract';
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

export interface ReferenceMockData {
  subjects?: Schemas['Subject'][];
  cities?: Schemas['City'][];
  schools?: Schemas['School'][];
  fieldsOfStudy?: Schemas['FieldOfStudy'][];
}

/** The reference routes over other lists (the roster's: `makeRosterSubjects`, ...); the rest as default. */
export function mockReference({
  subjects = makeSubjects(),
  cities = makeCities(),
  schools = makeSchools(),
  fieldsOfStudy = makeFieldsOfStudy(),
}: ReferenceMockData = {}) {
  return [
    http.get('/subject/subject/', () => HttpResponse.json(subjects)),
    http.get('/subject/education-stage/', () => HttpResponse.json(makeEducationStages())),
    http.get('/user/city/', () => HttpResponse.json(cities)),
    http.get('/school/school/', () => HttpResponse.json(schools)),
    http.get('/school/fields-of-study/', () => HttpResponse.json(fieldsOfStudy)),
    http.get('/activity/activity-category/', () => HttpResponse.json(makeActivityCategories())),
    http.get('/activity/activity/locations/', () => HttpResponse.json(makeActivityLocations())),
  ];
}

/** Reference lists (subjects, stages, cities, schools, fields of study, categories, places). */
export const referenceHandlers = {
  default: mockReference(),
  /** The roster's shorter lists (five subjects, three cities and schools, two fields of study). */
  roster: mockReference({
    subjects: makeRosterSubjects(),
    cities: makeRosterCities(),
    schools: makeRosterSchools(),
    fieldsOfStudy: makeRosterFieldsOfStudy(),
  }),
  /** Empty lists. */
  empty: READ_PATHS.map((path) => http.get(path, () => HttpResponse.json([]))),
  loading: READ_PATHS.map((path) => http.get(path, neverResolve)),
  error: READ_PATHS.map((path) => http.get(path, serverError)),
};
