// Every write route: missing, wrong-typed, oversized and unknown fields get 400 with a message under
// the field's name, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../src/http/nul-guard';
import { badInputCases, type BadInputCase } from '../../src/testing/bad-input';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, newStudent, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});

const expectFieldError = async (method: string, path: string, c: BadInputCase) => {
  const res = await t().request(method, path, { as: w.teacherA.user.id, body: c.body });
  expect(res.status, `${c.name}: ${JSON.stringify(res.body)}`).toBe(400);
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body), c.name).toContain(c.field);
  const messages = body[c.field] as unknown[];
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) expect(typeof m).toBe('string');
};

// Cases are built when the tests are collected, before the world exists: a fresh database numbers
// its first reference rows and students from 1. Schema errors come before any reference check anyway.
const activity = () => ({
  activity_category: 1,
  students: [1],
  subject: 1,
  start_date_time: '2026-11-19T16:00:00+01:00',
  duration: 1.5,
  travel_time: 15,
  activity_location: 'STUDENT_HOME',
  activity_plan: 'Plan',
  summary_teacher: '',
  summary_student: '',
  homework: '',
  summary_date: null,
});
const ACTIVITY_OPTIONAL = [
  'activity_plan',
  'summary_teacher',
  'summary_student',
  'homework',
  'summary_date',
];

const receiverInfo = {
  first_name: 'Per',
  last_name: 'Hansen',
  phone_number: '41234567',
  email: 'per.hansen@test.no',
  address: 'Gata 1',
  post_code: '0150',
  post_code_area: 'Oslo',
};

const teacherPatch = {
  status: 'WANT_MORE_STUDENTS',
  first_name: 'Jonas',
  last_name: 'Haugen',
  email: 'jonas@test.no',
  phone_number: '41234567',
  birth_date: '1999-06-21',
  address: 'Gata 2',
  post_code: '0150',
  post_code_area: 'Oslo',
  owns_tablet: true,
  bank_account_number: '12345678903',
  heard_about_rh: 'Venner',
  city: 1,
  field_of_study: 1,
  year_of_study: 'FIN',
  social_security: '01010112345',
};

describe('bad input on the teacher-area write routes', () => {
  it.each(
    badInputCases(activity(), { optional: ACTIVITY_OPTIONAL }).map((c) => [c.name, c] as const),
  )('POST activity/activity/: %s', async (_n, c) =>
    expectFieldError('POST', '/api/activity/activity/', c),
  );

  it.each(
    badInputCases(activity(), { optional: Object.keys(activity()) }).map(
      (c) => [c.name, c] as const,
    ),
  )('PATCH activity/activity/{id}/: %s', async (_n, c) =>
    expectFieldError('PATCH', `/api/activity/activity/${w.acts.missing.id}/`, c),
  );

  it.each(
    badInputCases(
      {
        ...newStudent(
          { ref: { city: { id: 1 }, subject: { id: 1 }, school: { id: 1 } } } as World,
          'ny@test.no',
        ),
      },
      {
        optional: ['heard_about_us', 'other_comments'],
      },
    ).map((c) => [c.name, c] as const),
  )('POST user/student/: %s', async (_n, c) => expectFieldError('POST', '/api/user/student/', c));

  it.each(badInputCases({ subjects: [1] }).map((c) => [c.name, c] as const))(
    'PATCH user/student/{id}/add-subjects/: %s',
    async (_n, c) =>
      expectFieldError('PATCH', `/api/user/student/${w.studentA.student.id}/add-subjects/`, c),
  );

  const receiver = { user_info: receiverInfo, self_as_student: false, pays_for_students: [1] };
  const nested = badInputCases(receiverInfo).map((c) => ({
    name: `user_info.${c.name}`,
    body: { ...receiver, user_info: c.body },
    field: `user_info.${c.field}`,
  }));
  it.each(
    [
      ...badInputCases(receiver, { optional: ['self_as_student', 'pays_for_students'] }),
      ...nested,
    ].map((c) => [c.name, c] as const),
  )('POST user/invoice-receiver/: %s', async (_n, c) =>
    expectFieldError('POST', '/api/user/invoice-receiver/', c),
  );

  it.each(
    badInputCases(teacherPatch, { optional: Object.keys(teacherPatch) }).map(
      (c) => [c.name, c] as const,
    ),
  )('PATCH user/teacher/{id}/: %s', async (_n, c) =>
    expectFieldError('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, c),
  );

  it.each(
    badInputCases({ subject: 1, preferred_subject: true }, { optional: ['subject'] }).map(
      (c) => [c.name, c] as const,
    ),
  )('PATCH user/teacher/{id}/ preferred subject: %s', async (_n, c) =>
    expectFieldError('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, c),
  );

  it('PATCH user/teacher/{id}/ multipart: a text value for a file field is a field error', async () => {
    const form = new FormData();
    form.append('diploma_file', 'ikke en fil');
    const res = await t().app.request(`/api/user/teacher/${w.teacherA.teacher.id}/`, {
      method: 'PATCH',
      body: form,
      headers: { authorization: await t().authHeader(w.teacherA.user.id) },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['diploma_file']);
  });

  it('a path id that is not a number is a field error, not a 500', async () => {
    const res = await t().request('GET', '/api/activity/activity/abc/', { as: w.teacherA.user.id });
    expect(res).toMatchObject({ status: 400, body: { id: expect.any(Array) } });
    const huge = await t().request('GET', '/api/user/student/99999999999/', {
      as: w.teacherA.user.id,
    });
    expect(huge.status).toBe(400);
  });

  it('a NUL in a query parameter or a multipart field is a field error, not a 500', async () => {
    const search = await t().request('GET', '/api/activity/activity/?search=a%00b', {
      as: w.teacherA.user.id,
    });
    expect(search).toMatchObject({ status: 400, body: { search: [NUL_MESSAGE] } });
    const form = new FormData();
    form.append('diploma_file', 'a\u0000b');
    const res = await t().app.request(`/api/user/teacher/${w.teacherA.teacher.id}/`, {
      method: 'PATCH',
      body: form,
      headers: { authorization: await t().authHeader(w.teacherA.user.id) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ diploma_file: [NUL_MESSAGE] });
  });

  it('body keys named like Object.prototype members are unknown fields, not a 500', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const body = `{"${key}": 1, "subjects": [1]}`;
      const res = await t().request(
        'PATCH',
        `/api/user/student/${w.studentA.student.id}/add-subjects/`,
        { as: w.teacherA.user.id, body },
      );
      expect(res.status, key).toBe(400);
      expect(res.body, key).toHaveProperty([key], ['Ukjent felt.']);
    }
  });

  it('JSON nested 5,000 deep with a NUL at the bottom is a field error, not a 500', async () => {
    const body = `{"subjects": ${'['.repeat(5000)}"a\\u0000"${']'.repeat(5000)}}`;
    const res = await t().request(
      'PATCH',
      `/api/user/student/${w.studentA.student.id}/add-subjects/`,
      { as: w.teacherA.user.id, body },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)[0]).toMatch(/^subjects/);
  });

  it('a body nested 300,000 deep (600 KB) with NULs at the bottom is answered at once', async () => {
    // The guard once copied the whole path at every level: this body kept the API busy for hours.
    const body = `{"subjects": ${'['.repeat(300_000)}"a\\u0000", "b\\u0000"${']'.repeat(300_000)}}`;
    const res = await t().request(
      'PATCH',
      `/api/user/student/${w.studentA.student.id}/add-subjects/`,
      { as: w.teacherA.user.id, body },
    );
    expect(res.status).toBe(400);
    // Reported to the depth a form's fields can have, once for both strings.
    expect(res.body).toEqual({ 'subjects.0.0.0.0.0.0.0': [NUL_MESSAGE] });
  });

  it('dates in year 0 or outside 1900-2100 are field errors, not a 500', async () => {
    const lesson = await t().request('POST', '/api/activity/activity/', {
      as: w.teacherA.user.id,
      body: {
        ...activity(),
        students: [w.studentA.student.id],
        subject: w.ref.subject.id,
        start_date_time: '0000-01-01T10:00:00Z',
      },
    });
    expect(lesson.status).toBe(400);
    expect(lesson.body).toHaveProperty('start_date_time');
    const student = await t().request('POST', '/api/user/student/', {
      as: w.teacherA.user.id,
      body: { ...newStudent(w, 'aar0@test.no'), birth_date: '0000-01-01' },
    });
    expect(student.status).toBe(400);
    expect(student.body).toHaveProperty('birth_date');
  });

  it('bad query parameters are field errors', async () => {
    const res = await t().request(
      'GET',
      '/api/activity/activity/?limit=0&offset=-1&ordering=password',
      { as: w.teacherA.user.id },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object).sort()).toEqual(['limit', 'offset', 'ordering']);
  });
});
