// The authorization matrix: every route that needs a token x every kind of caller, own and other
// records; the public routes answer without one. A route missing here fails the completeness test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '../../src/auth/current-user';
import { buildOpenApiDocument } from '../../src/openapi';
import { guardedOperations } from '../../src/policies/policy';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, insertActivity, newStudent, type World } from './world';
import {
  invoiceReceivers,
  issues,
  orderConfirmations,
  packageTypePrices,
  packages,
} from '../../src/db/schema/index';
import { createStudent } from '../../src/testing/factories';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-authz-'));
const t = useTestApp({ config: { dataDir } });
let w: World;
let both: Awaited<ReturnType<typeof createStudent>>;
let n = 0;
beforeAll(async () => {
  w = await buildWorld(t().db);
  // A receiver who is also a student: a student profile, a receiver profile, both groups.
  both = await createStudent(t().db, {
    user: { userType: 'invoice_receiver', groups: ['student', 'invoice_receiver'] },
  });
  await t().db.insert(invoiceReceivers).values({ userId: both.user.id, selfAsStudent: true });
  await t()
    .db.insert(packageTypePrices)
    .values({ packageTypeId: w.pkg.packageTypeId, price: '5000.00' });
  const form = new FormData();
  form.append('diploma_file', new Blob(['%PDF-1.4\n%%EOF\n']), 'd.pdf');
  const res = await t().app.request(`/api/user/teacher/${w.teacherA.teacher.id}/`, {
    method: 'PATCH',
    body: form,
    headers: { authorization: await t().authHeader(w.teacherA.user.id) },
  });
  expect(res.status).toBe(200);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Caller =
  | 'anonymous'
  | 'teacher'
  | 'otherTeacher'
  | 'employee'
  | 'student'
  | 'invoiceReceiver'
  | 'studentAndReceiver';
type Case = {
  name: string;
  method: string;
  /** Path and body of one call; built per call so writes do not interfere. */
  call: () => Promise<{ path: string; body?: unknown }>;
  expect: Record<Exclude<Caller, 'anonymous' | 'studentAndReceiver'>, number>;
};

/**
 * A user in both customer groups (a receiver who pays for their own lessons) may do what either
 * group may: the student's answer when it is a success, else the receiver's.
 */
const bothGroups = (expect: Case['expect']) =>
  expect.student < 300 ? expect.student : expect.invoiceReceiver;

const userOf = (caller: Caller): number | undefined =>
  ({
    anonymous: undefined,
    teacher: w.teacherA.user.id,
    otherTeacher: w.teacherB.user.id,
    employee: w.staff.id,
    student: w.studentA.user.id,
    invoiceReceiver: w.receiver.user.id,
    studentAndReceiver: both.user.id,
  })[caller];

// Teacher-only reads: each teacher gets their own data.
const teacherRead = {
  teacher: 200,
  otherTeacher: 200,
  employee: 403,
  student: 403,
  invoiceReceiver: 403,
};
// Reads staff may do too.
const sharedRead = {
  teacher: 200,
  otherTeacher: 200,
  employee: 200,
  student: 403,
  invoiceReceiver: 403,
};
// Lists every signed-in user reads, each their own slice (the customer area too).
const everyoneReads = {
  teacher: 200,
  otherTeacher: 200,
  employee: 200,
  student: 200,
  invoiceReceiver: 200,
};
// Own object: another teacher's is not found, staff read it.
const objectRead = {
  teacher: 200,
  otherTeacher: 404,
  employee: 200,
  student: 403,
  invoiceReceiver: 403,
};

// Staff tools: every other caller gets 403.
const staffOnly = (status: number) => ({
  teacher: 403,
  otherTeacher: 403,
  employee: status,
  student: 403,
  invoiceReceiver: 403,
});

const issueBody = () => ({
  title: 'Rett stavefeil på forsiden',
  description: 'Står «Leksehjelp» to ganger.',
  category: 1,
  priority: 2,
  estimate: 1,
});
const newIssue = async () => {
  const [row] = await t()
    .db.insert(issues)
    .values({ ...issueBody(), estimate: '1.00', authorId: w.staff.id })
    .returning({ id: issues.id });
  return row!.id;
};

const packageBody = () => ({
  date_sold: '2026-11-20',
  package_type: w.pkg.packageTypeId,
  students: [w.studentA.student.id],
  invoice_receiver: w.receiver.receiver.id,
});
/** A fresh package with an unsent order confirmation, written straight to the database. */
const newPackage = async () => {
  const [pkg] = await t()
    .db.insert(packages)
    .values({
      packageTypeId: w.pkg.packageTypeId,
      dateSold: '2026-11-20',
      invoiceReceiverId: w.receiver.receiver.id,
      expirationDate: '2027-11-20',
    })
    .returning({ id: packages.id });
  const [oc] = await t()
    .db.insert(orderConfirmations)
    .values({ packageId: pkg!.id, orderConfirmationPurpose: 'NEW_PACKAGE' })
    .returning({ id: orderConfirmations.id });
  return { id: pkg!.id, confirmation: oc!.id };
};

const activityBody = () => ({
  activity_category: w.ref.activityCategory.id,
  students: [w.studentA.student.id],
  subject: w.ref.subject.id,
  start_date_time: '2026-11-19T16:00:00+01:00',
  duration: 1,
  travel_time: 0,
  activity_location: 'INTERNET',
});
const freshActivity = async () =>
  insertActivity(t().db, {
    teacherId: w.teacherA.teacher.id,
    studentIds: [w.studentA.student.id],
    categoryId: w.ref.activityCategory.id,
    subjectId: w.ref.subject.id,
    start: '2026-11-19T16:00:00+01:00',
  });
const fixed = (path: string, body?: unknown) => async () => ({ path, body });

const cases: Case[] = [
  {
    name: 'GET salary/next-payment/',
    method: 'GET',
    call: fixed('/api/salary/next-payment/'),
    expect: teacherRead,
  },
  {
    name: 'GET activity/activity/next/',
    method: 'GET',
    call: fixed('/api/activity/activity/next/'),
    expect: teacherRead,
  },
  {
    name: 'GET activity/activity/overdue/',
    method: 'GET',
    call: fixed('/api/activity/activity/overdue/'),
    expect: teacherRead,
  },
  {
    name: 'GET activity/activity/',
    method: 'GET',
    call: fixed('/api/activity/activity/?limit=10&offset=0'),
    expect: everyoneReads,
  },
  {
    name: 'GET activity/activity/student-overview/',
    method: 'GET',
    call: fixed('/api/activity/activity/student-overview/?limit=10'),
    expect: teacherRead,
  },
  {
    name: 'GET activity/activity/{id}/',
    method: 'GET',
    call: async () => ({ path: `/api/activity/activity/${w.acts.unpaid.id}/` }),
    expect: objectRead,
  },
  {
    name: 'POST activity/activity/',
    method: 'POST',
    call: async () => ({ path: '/api/activity/activity/', body: activityBody() }),
    // The other teacher names a student who is not theirs: a field error.
    expect: { teacher: 201, otherTeacher: 400, employee: 403, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'PATCH activity/activity/{id}/',
    method: 'PATCH',
    call: async () => ({
      path: `/api/activity/activity/${w.acts.missing.id}/`,
      body: { activity_plan: 'Ny plan' },
    }),
    expect: { teacher: 200, otherTeacher: 404, employee: 403, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'DELETE activity/activity/{id}/',
    method: 'DELETE',
    call: async () => ({ path: `/api/activity/activity/${(await freshActivity()).id}/` }),
    expect: { teacher: 204, otherTeacher: 404, employee: 403, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'GET activity/activity-category/',
    method: 'GET',
    call: fixed('/api/activity/activity-category/'),
    expect: sharedRead,
  },
  {
    name: 'GET activity/activity/locations/',
    method: 'GET',
    call: fixed('/api/activity/activity/locations/'),
    expect: sharedRead,
  },
  {
    name: 'GET subject/subject/',
    method: 'GET',
    call: fixed('/api/subject/subject/'),
    expect: sharedRead,
  },
  {
    name: 'GET subject/education-stage/',
    method: 'GET',
    call: fixed('/api/subject/education-stage/'),
    expect: sharedRead,
  },
  { name: 'GET user/city/', method: 'GET', call: fixed('/api/user/city/'), expect: sharedRead },
  {
    name: 'GET school/school/',
    method: 'GET',
    call: fixed('/api/school/school/'),
    expect: sharedRead,
  },
  {
    name: 'GET school/fields-of-study/',
    method: 'GET',
    call: fixed('/api/school/fields-of-study/'),
    expect: sharedRead,
  },
  {
    name: 'GET document/file-tree/',
    method: 'GET',
    call: fixed('/api/document/file-tree/'),
    expect: sharedRead,
  },
  {
    name: 'GET document/teacher-faq/tree/',
    method: 'GET',
    call: fixed('/api/document/teacher-faq/tree/'),
    expect: sharedRead,
  },
  {
    name: 'GET user/student/',
    method: 'GET',
    call: fixed('/api/user/student/?is_active=true&ordering=-full_name'),
    expect: everyoneReads,
  },
  {
    // A receiver without a student profile gets no one ('Kontaktpersoner' is the students' page).
    name: 'GET user/student/contact-people/',
    method: 'GET',
    call: fixed('/api/user/student/contact-people/'),
    expect: { teacher: 403, otherTeacher: 403, employee: 403, student: 200, invoiceReceiver: 200 },
  },
  {
    name: 'GET package/package/',
    method: 'GET',
    call: fixed('/api/package/package/'),
    expect: { teacher: 403, otherTeacher: 403, employee: 200, student: 200, invoiceReceiver: 200 },
  },
  {
    name: 'GET user/student/{id}/',
    method: 'GET',
    call: async () => ({ path: `/api/user/student/${w.studentA.student.id}/` }),
    expect: objectRead,
  },
  {
    name: 'POST user/student/',
    method: 'POST',
    call: async () => ({
      path: '/api/user/student/',
      body: newStudent(w, `matrise${++n}@test.no`),
    }),
    expect: { teacher: 201, otherTeacher: 201, employee: 201, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'PATCH user/student/{id}/add-subjects/',
    method: 'PATCH',
    call: async () => ({
      path: `/api/user/student/${w.studentA.student.id}/add-subjects/`,
      body: { subjects: [w.ref.subject.id] },
    }),
    expect: objectRead,
  },
  {
    name: 'POST user/invoice-receiver/',
    method: 'POST',
    call: async () => ({
      path: '/api/user/invoice-receiver/',
      body: {
        user_info: {
          first_name: 'Per',
          last_name: 'Hansen',
          phone_number: '41234567',
          email: `betaler${++n}@test.no`,
          address: 'Gata 1',
          post_code: '0150',
          post_code_area: 'Oslo',
        },
        self_as_student: false,
        pays_for_students: [w.studentA.student.id],
      },
    }),
    expect: { teacher: 201, otherTeacher: 400, employee: 201, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'GET user/teacher/self/',
    method: 'GET',
    call: fixed('/api/user/teacher/self/'),
    expect: teacherRead,
  },
  {
    name: 'PATCH user/teacher/{id}/',
    method: 'PATCH',
    call: async () => ({
      path: `/api/user/teacher/${w.teacherA.teacher.id}/`,
      body: { status: 'WANT_MORE_STUDENTS' },
    }),
    expect: objectRead,
  },
  {
    name: 'GET user/teacher/{id}/files/{field}/',
    method: 'GET',
    call: async () => ({ path: `/api/user/teacher/${w.teacherA.teacher.id}/files/diploma_file/` }),
    expect: objectRead,
  },
  // The staff's overviews and user management (issue 10): staff only.
  {
    name: 'GET user/teacher/',
    method: 'GET',
    call: fixed('/api/user/teacher/?is_active=true&ordering=-id'),
    expect: staffOnly(200),
  },
  {
    name: 'GET user/teacher/list-plain/',
    method: 'GET',
    call: fixed('/api/user/teacher/list-plain/?search=a'),
    expect: staffOnly(200),
  },
  {
    name: 'POST user/teacher/',
    method: 'POST',
    call: async () => ({
      path: '/api/user/teacher/',
      body: {
        first_name: 'Nora',
        last_name: 'Lærer',
        email: `ny.laerer${++n}@test.no`,
        subjects: [w.ref.subject.id],
        city: w.ref.city.id,
        our_comments: 'Fra matrisen',
      },
    }),
    expect: staffOnly(201),
  },
  {
    name: 'GET user/invoice-receiver/',
    method: 'GET',
    call: fixed('/api/user/invoice-receiver/?ordering=-id'),
    expect: staffOnly(200),
  },
  {
    name: 'GET user/invoice-receiver/list-plain/',
    method: 'GET',
    call: fixed('/api/user/invoice-receiver/list-plain/'),
    expect: staffOnly(200),
  },
  {
    name: 'PATCH user/invoice-receiver/{id}/',
    method: 'PATCH',
    call: async () => ({
      path: `/api/user/invoice-receiver/${w.receiver.receiver.id}/`,
      body: { add_new_student: w.studentA.student.id },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'PATCH user/change-password/',
    method: 'PATCH',
    // Every signed-in user may change their own password; the wrong old one is a field error.
    call: fixed('/api/user/change-password/', {
      old_password: 'ikke-det-gamle-passordet',
      new_password: 'et-nytt-passord-123',
    }),
    expect: { teacher: 400, otherTeacher: 400, employee: 400, student: 400, invoiceReceiver: 400 },
  },
  {
    name: 'GET user/reset-tokens/',
    method: 'GET',
    call: fixed('/api/user/reset-tokens/'),
    expect: { teacher: 403, otherTeacher: 403, employee: 200, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'POST user/reset-tokens/',
    method: 'POST',
    call: async () => ({ path: '/api/user/reset-tokens/', body: { email: w.teacherB.user.email } }),
    expect: { teacher: 403, otherTeacher: 403, employee: 201, student: 403, invoiceReceiver: 403 },
  },
  {
    name: 'GET user/user/',
    method: 'GET',
    call: fixed('/api/user/user/?is_staff=true&limit=8'),
    expect: staffOnly(200),
  },
  {
    name: 'GET document/employee-faq/tree/',
    method: 'GET',
    call: fixed('/api/document/employee-faq/tree/'),
    expect: staffOnly(200),
  },
  {
    name: 'GET issues/',
    method: 'GET',
    call: fixed('/api/issues/?search=1'),
    expect: staffOnly(200),
  },
  {
    name: 'POST issues/',
    method: 'POST',
    call: async () => ({ path: '/api/issues/', body: issueBody() }),
    expect: staffOnly(201),
  },
  {
    name: 'PATCH issues/{id}/',
    method: 'PATCH',
    call: async () => ({ path: `/api/issues/${await newIssue()}/`, body: { state: 2 } }),
    expect: staffOnly(200),
  },
  {
    name: 'DELETE issues/{id}/',
    method: 'DELETE',
    call: async () => ({ path: `/api/issues/${await newIssue()}/` }),
    expect: staffOnly(204),
  },
  {
    name: 'GET package/package-type/',
    method: 'GET',
    call: fixed('/api/package/package-type/'),
    expect: staffOnly(200),
  },
  {
    name: 'POST package/package/',
    method: 'POST',
    call: async () => ({ path: '/api/package/package/', body: packageBody() }),
    expect: staffOnly(201),
  },
  {
    name: 'PATCH package/package/{id}/',
    method: 'PATCH',
    call: async () => ({
      path: `/api/package/package/${(await newPackage()).id}/`,
      body: { description: 'Endret' },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'DELETE package/package/{id}/',
    method: 'DELETE',
    call: async () => ({ path: `/api/package/package/${(await newPackage()).id}/` }),
    expect: staffOnly(204),
  },
  {
    name: 'GET package/order-confirmation/{id}/email-preview/',
    method: 'GET',
    call: async () => ({
      path: `/api/package/order-confirmation/${(await newPackage()).confirmation}/email-preview/`,
    }),
    expect: staffOnly(200),
  },
  {
    name: 'PUT package/order-confirmation/{id}/',
    method: 'PUT',
    call: async () => ({
      path: `/api/package/order-confirmation/${(await newPackage()).confirmation}/`,
    }),
    expect: staffOnly(200),
  },
  {
    name: 'DELETE package/order-confirmation/{id}/',
    method: 'DELETE',
    call: async () => ({
      path: `/api/package/order-confirmation/${(await newPackage()).confirmation}/`,
    }),
    expect: staffOnly(204),
  },
  {
    // The outbox holds reset links: staff only, never anonymous.
    name: 'GET dev/outbox/',
    method: 'GET',
    call: async () => ({ path: '/api/dev/outbox/' }),
    expect: { teacher: 403, otherTeacher: 403, employee: 200, student: 403, invoiceReceiver: 403 },
  },
  // The economy area (issue 14): salaries and invoices are staff only.
  {
    name: 'GET salary/',
    method: 'GET',
    call: fixed('/api/salary/?month=11&year=2026&month_is_unpaid=true&limit=10&offset=0'),
    expect: staffOnly(200),
  },
  {
    name: 'GET salary/total/',
    method: 'GET',
    call: fixed('/api/salary/total/?month=11&year=2026&month_is_unpaid=true'),
    expect: staffOnly(200),
  },
  {
    name: 'GET salary/generate-csv/',
    method: 'GET',
    call: fixed('/api/salary/generate-csv/?month=11&year=2026&month_is_unpaid=true'),
    expect: staffOnly(200),
  },
  {
    // Marking an unpaid lesson unpaid changes nothing, so the matrix leaves no trace.
    name: 'POST salary/mark-activities-as-paid/',
    method: 'POST',
    call: async () => ({
      path: '/api/salary/mark-activities-as-paid/',
      body: { activity_ids: [w.acts.unpaid.id], payment_date: null },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'POST salary/teacher/{id}/reminder/',
    method: 'POST',
    call: async () => ({ path: `/api/salary/teacher/${w.teacherA.teacher.id}/reminder/` }),
    expect: staffOnly(200),
  },
  {
    name: 'GET payment/package-invoices/',
    method: 'GET',
    call: fixed('/api/payment/package-invoices/?start_date=01.01.2016&end_date=21.11.2026'),
    expect: staffOnly(200),
  },
  {
    name: 'GET payment/travel-invoices/',
    method: 'GET',
    call: fixed('/api/payment/travel-invoices/?start_date=01.11.2026&sent=false'),
    expect: staffOnly(200),
  },
  {
    // Clearing a date that is not set changes nothing, so the matrix leaves no trace.
    name: 'POST payment/mark-invoices/',
    method: 'POST',
    call: async () => ({
      path: '/api/payment/mark-invoices/',
      body: { packages: [w.pkg.id], mark_sent: false },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'GET economy/month-check/',
    method: 'GET',
    call: fixed('/api/economy/month-check/?month=11&year=2026'),
    expect: staffOnly(200),
  },
  // The staff dashboard's analytics (issue 10): signed embed URLs are staff only.
  {
    name: 'GET metabase/metabase/',
    method: 'GET',
    call: fixed('/api/metabase/metabase/'),
    expect: staffOnly(200),
  },
  {
    name: 'GET metabase/diagram/',
    method: 'GET',
    call: fixed('/api/metabase/diagram/'),
    expect: staffOnly(200),
  },
];

/** Routes that need no token, each with a call that must not be refused as unauthenticated. */
const publicCalls: Record<string, { method: string; path: string; body?: unknown }> = {
  'GET health/': { method: 'GET', path: '/api/health/' },
  'POST user/login/': { method: 'POST', path: '/api/user/login/', body: {} },
  'POST user/token/refresh/': { method: 'POST', path: '/api/user/token/refresh/', body: {} },
  'POST user/logout/': { method: 'POST', path: '/api/user/logout/', body: {} },
  'POST user/password-reset/': { method: 'POST', path: '/api/user/password-reset/', body: {} },
  'POST user/password-reset/confirm/': {
    method: 'POST',
    path: '/api/user/password-reset/confirm/',
    body: {},
  },
};

/** Every operation of the contract as 'METHOD path-without-/api/', and whether it is public. */
const contractOperations = () => {
  type Operation = { security?: unknown[]; operationId?: string };
  const doc = buildOpenApiDocument() as { paths?: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((m) => item[m])
      .map((m) => ({
        name: `${m.toUpperCase()} ${path.replace(/^\/api\//, '')}`,
        isPublic: item[m]?.security?.length === 0,
        operationId: item[m]?.operationId ?? '',
      })),
  );
};

const callers: Exclude<Caller, 'anonymous'>[] = [
  'teacher',
  'otherTeacher',
  'employee',
  'student',
  'invoiceReceiver',
  'studentAndReceiver',
];

describe('authorization matrix', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const results: Record<string, number> = {};
    const expected: Record<string, number> = {
      anonymous: 401,
      ...c.expect,
      studentAndReceiver: bothGroups(c.expect),
    };
    const anon = await c.call();
    results.anonymous = (await t().request(c.method, anon.path, { body: anon.body })).status;
    for (const caller of callers) {
      const { path, body } = await c.call();
      results[caller] = (await t().request(c.method, path, { body, as: userOf(caller) })).status;
    }
    expect(results).toEqual(expected);
  });

  it('covers every operation of the contract: the matrix above or the public list', () => {
    const operations = contractOperations();
    expect(
      operations
        .filter((o) => !o.isPublic)
        .map((o) => o.name)
        .sort(),
    ).toEqual(cases.map((c) => c.name).sort());
    expect(
      operations
        .filter((o) => o.isPublic)
        .map((o) => o.name)
        .sort(),
    ).toEqual(Object.keys(publicCalls).sort());
  });

  const userTypeOf: Record<Exclude<Caller, 'anonymous'>, UserType> = {
    teacher: 'teacher',
    otherTeacher: 'teacher',
    employee: 'employee',
    student: 'student',
    invoiceReceiver: 'invoice_receiver',
    studentAndReceiver: 'invoice_receiver',
  };

  it('every operation that needs a token has an access policy (src/policies/)', () => {
    const missing = contractOperations()
      .filter((o) => !o.isPublic && !guardedOperations.has(o.operationId))
      .map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('agrees with the policies: a caller gets 403 exactly when their user type is not allowed', () => {
    const byName = new Map(contractOperations().map((o) => [o.name, o.operationId]));
    let checked = 0;
    for (const c of cases) {
      const policy = guardedOperations.get(byName.get(c.name) ?? '');
      expect(policy, `${c.name} has no policy`).toBeDefined();
      for (const caller of callers) {
        const allowed = policy!.allowed.includes(userTypeOf[caller]);
        const status = caller === 'studentAndReceiver' ? bothGroups(c.expect) : c.expect[caller];
        expect(status === 403, `${c.name} as ${caller}`).toBe(!allowed);
        checked += 1;
      }
    }
    console.log(
      `authorization matrix: ${cases.length} operations x ${callers.length} callers = ${checked} policy checks`,
    );
  });

  it.each(Object.entries(publicCalls))('%s answers without a token', async (_name, call) => {
    const res = await t().request(call.method, call.path, { body: call.body });
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });

  it('a forged or expired token is 401 on a teacher route', async () => {
    const forged = await t().request('GET', '/api/activity/activity/', {
      headers: { authorization: 'JWT abc.def.ghi' },
    });
    expect(forged.status).toBe(401);
    const header = await t().authHeader(w.teacherA.user.id);
    t().clock.advance(6 * 60 * 1000);
    try {
      const expired = await t().request('GET', '/api/activity/activity/', {
        headers: { authorization: header },
      });
      expect(expired.status).toBe(401);
    } finally {
      t().clock.set(new Date('2026-11-21T12:00:00+01:00'));
    }
  });
});
