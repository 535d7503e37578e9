// Story-only MSW handlers of the teacher screens, by group name (a story replaces a group by name).
// Typed by the contract through the api-client's `http`.
import { HttpResponse } from 'msw';
import { http, neverResolve, serverError } from '@portal/api-client/mocks';
import type { Schemas } from '@portal/api-client';
import {
  STORY_CITIES,
  STORY_DOCUMENT_TREE,
  STORY_FAQ_TREE,
  STORY_FIELDS_OF_STUDY,
  STORY_SCHOOLS,
  STORY_STUDENTS,
  STORY_SUBJECTS,
  STORY_TEACHER,
  storyStudentDetail,
  storyStudentPage,
} from './storyFixtures';

/** The reference lists the forms read (subjects, cities, schools, fields of study). */
export const referenceHandlers = [
  http.get('/subject/subject/', () => HttpResponse.json(STORY_SUBJECTS)),
  http.get('/user/city/', () => HttpResponse.json(STORY_CITIES)),
  http.get('/school/school/', () => HttpResponse.json(STORY_SCHOOLS)),
  http.get('/school/fields-of-study/', () => HttpResponse.json(STORY_FIELDS_OF_STUDY)),
];

/** `GET user/student/` paging, `is_active` filtering and `ordering` by full_name over `students`. */
export function studentListHandler(students: Schemas['Student'][] = STORY_STUDENTS) {
  return http.get('/user/student/', ({ request }) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const isActive = url.searchParams.get('is_active');
    const ordering = url.searchParams.get('ordering') ?? '';
    let rows = isActive === 'true' ? students.filter((s) => s.is_active) : [...students];
    if (ordering.endsWith('full_name')) {
      rows.sort((a, b) => a.full_name.localeCompare(b.full_name, 'nb'));
      if (ordering.startsWith('-')) rows = rows.reverse();
    }
    return HttpResponse.json(storyStudentPage(rows, { limit, offset }));
  });
}

export const studentHandlers = {
  list: [studentListHandler()],
  detail: [
    http.get('/user/student/{id}/', ({ params }) =>
      HttpResponse.json(
        storyStudentDetail(Number(params.id), { packages: Number(params.id) !== 2 }),
      ),
    ),
    http.patch('/user/student/{id}/add-subjects/', async ({ params, request }) => {
      const body = await request.json();
      const detail = storyStudentDetail(Number(params.id));
      const added = STORY_SUBJECTS.filter((s) => body.subjects.includes(s.id)).map((s) => ({
        id: s.id,
        subject_name: s.subject_name,
      }));
      return HttpResponse.json({
        ...detail.student,
        subjects: [...detail.student.subjects, ...added],
      });
    }),
  ],
};

export const teacherHandlers = {
  self: [http.get('/user/teacher/self/', () => HttpResponse.json(STORY_TEACHER))],
  patch: [http.patch('/user/teacher/{id}/', () => HttpResponse.json(STORY_TEACHER))],
};

export const documentHandlers = [
  http.get('/document/file-tree/', () => HttpResponse.json(STORY_DOCUMENT_TREE)),
  http.get('/document/teacher-faq/tree/', () => HttpResponse.json(STORY_FAQ_TREE)),
];

export { neverResolve, serverError };
