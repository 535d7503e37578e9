import { HttpResponse } from 'msw';
import type { Schemas } from '../../contract';
import { makeRosterNewTeacher, makeRosterTeacher, makeTeacherSelf } from '../fixtures/teachers';
import { http } from '../http';
import { onResetMocks, recordWrite } from '../recorder';
import { delayed, neverResolve, serverError, validationError } from '../states';
import { recorded } from './route-helpers';

type TeacherSelf = Schemas['TeacherSelf'];

/** A stored PDF (a minimal valid document, so a browser can show it). */
export const STORED_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * The teacher's own profile: GET user/teacher/self/ answers `teacher` as the mock holds it;
 * PATCH user/teacher/{id}/ changes it (JSON fields; `subject` + `preferred_subject` by id or name;
 * a multipart upload answers links to the files it got), so a refetch shows what was saved, until
 * `resetMocks()`. Writes are recorded in `mockWrites`.
 */
export function mockTeacherSelf(teacher: TeacherSelf = makeTeacherSelf()) {
  let stored = teacher;
  onResetMocks(() => {
    stored = teacher;
  });
  return [
    http.get('/user/teacher/self/', () => HttpResponse.json(stored)),
    http.get('/user/teacher/{id}/files/{field}/', () =>
      HttpResponse.text(STORED_PDF, { headers: { 'Content-Type': 'application/pdf' } }),
    ),
    http.patch('/user/teacher/{id}/', async ({ request }) => {
      await recordWrite(request);
      if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
        const form = await request.formData();
        const links = Object.fromEntries(
          [...form.keys()].map((field) => [
            field,
            `/api/user/teacher/${stored.id}/files/${field}/`,
          ]),
        );
        return HttpResponse.json({ ...stored, ...links });
      }
      const { subject, preferred_subject, ...fields } = (await request.json()) ?? {};
      stored = {
        ...stored,
        ...fields,
        subjects: stored.subjects.map((s) =>
          s.id === subject || s.subject_name === subject
            ? { ...s, preferred_subject: preferred_subject ?? s.preferred_subject }
            : s,
        ),
      };
      return HttpResponse.json(stored);
    }),
  ];
}

const READ_PATHS = ['/user/teacher/self/'] as const;

const defaultHandlers = mockTeacherSelf();

/**
 * The teacher's own profile (`user/teacher/self/`, files, PATCH `user/teacher/{id}/`): the default
 * (Kari Nordmann, complete) and every state, each before the defaults. The staff's side of
 * `user/teacher/` is `staffTeacherHandlers`.
 */
export const teacherHandlers = {
  default: defaultHandlers,
  /** The roster's teacher, Jonas Haugen. */
  roster: mockTeacherSelf(makeRosterTeacher()),
  /** The roster's new teacher, Sara Lie, whose initial info is missing. */
  rosterNewTeacher: mockTeacherSelf(makeRosterNewTeacher()),
  loading: [...READ_PATHS.map((path) => http.get(path, neverResolve)), ...defaultHandlers],
  /** The profile answers after 800 ms. */
  slow: [
    ...READ_PATHS.map((path) =>
      http.get(
        path,
        delayed(() => undefined),
      ),
    ),
    ...defaultHandlers,
  ],
  error: [...READ_PATHS.map((path) => http.get(path, serverError)), ...defaultHandlers],
  /** Saving fails with 500. */
  writeError: [http.patch('/user/teacher/{id}/', recorded(serverError)), ...defaultHandlers],
  /** Saving is refused with a field message (400). */
  invalid: [
    http.patch(
      '/user/teacher/{id}/',
      recorded(() => validationError({ diploma_file: ['Filen må være en PDF.'] })),
    ),
    ...defaultHandlers,
  ],
};
