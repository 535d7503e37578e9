// The staff's overviews and user management (issue 10): GET user/teacher/ and its filters, the
// plain lists, POST user/teacher/, staff's PATCH user/teacher/{id}/, GET user/invoice-receiver/,
// PATCH user/invoice-receiver/{id}/ (add_new_student) and the staff's student list order.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityCategories,
  invoiceReceiverStudents,
  invoiceReceivers,
  students,
  teacherActivityCategories,
  teachers,
  users,
} from '../../src/db/schema/index';
import {
  InvoiceReceiverListSchema,
  InvoiceReceiverSchema,
  StudentListSchema,
} from '../../src/contract/students';
import {
  StaffTeacherSchema,
  TeacherListSchema,
  TeacherSelfSchema,
  UserListItemSchema,
} from '../../src/contract/teachers';
import {
  createInvoiceReceiver,
  createStudent,
  createTeacher,
  createUser,
} from '../../src/testing/factories';
import { MATCHED_USERS_MAX } from '../../src/services/users/person';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, type World } from './world';

const t = useTestApp();
let w: World;
let inactive: Awaited<ReturnType<typeof createTeacher>>;
let categoryOne: number;
beforeAll(async () => {
  w = await buildWorld(t().db);
  // Activity category 1 exists (the world's own category may have another id).
  const [one] = await t()
    .db.select({ id: activityCategories.id })
    .from(activityCategories)
    .where(eq(activityCategories.id, 1));
  categoryOne = one?.id ?? 0;
  if (!one) {
    const [row] = await t()
      .db.insert(activityCategories)
      .values({ id: 1, name: 'Privatundervisning', hourlyRate: '250.00' })
      .returning({ id: activityCategories.id });
    categoryOne = row!.id;
  }
  inactive = await createTeacher(t().db, {
    user: { firstName: 'Tidligere', lastName: 'Lærer', isActive: false, cityId: w.ref.city.id },
    subjects: [w.ref.subject.id],
  });
  await t()
    .db.update(teachers)
    .set({ ownsTablet: null, status: 'DO_NOT_WANT_MORE_STUDENTS', ourComments: 'Sluttet i juni' })
    .where(eq(teachers.id, inactive.teacher.id));
});

const staff = () => w.staff.id;
type Page = { count: number; results: { id: number; full_name: string }[] };
const get = async <T = Page>(path: string, as = staff()) => t().request<T>('GET', path, { as });
const ids = (page: Page) => page.results.map((r) => r.id);

describe('GET user/teacher/ (Læreroversikt)', () => {
  it("lists every teacher newest first with the seed's fields, our_comments included for staff", async () => {
    const res = await get('/api/user/teacher/?limit=10');
    expect(res.status).toBe(200);
    const page = expectSchema(TeacherListSchema, res.body);
    expect(page.count).toBe(3);
    expect(ids(page)).toEqual([inactive.teacher.id, w.teacherB.teacher.id, w.teacherA.teacher.id]);
    const a = page.results.find((r) => r.id === w.teacherA.teacher.id)!;
    expectSchema(StaffTeacherSchema, a);
    expect(a).toMatchObject({
      full_name: 'Jonas Haugen',
      is_active: true,
      wants_student: true,
      // Lessons that started in the 30 days before 21 Nov 12:00: 10 Nov (1.5 h) and 18 Nov (1 h).
      hours_last_30_days: '2.50',
      days_since_last_session: 3,
      students: [
        { id: w.studentA.student.id, full_name: 'Emma Johansen' },
        { id: w.studentA2.student.id, full_name: 'Noah Johansen' },
      ],
      subjects: [{ id: w.ref.subject.id, preferred_subject: false }],
    });
    const gone = page.results.find((r) => r.id === inactive.teacher.id)!;
    expect(gone).toMatchObject({
      is_active: false,
      wants_student: false,
      owns_tablet: null,
      our_comments: 'Sluttet i juni',
      hours_last_30_days: '0.00',
      days_since_last_session: null,
      students: [],
    });
  });

  it('filters on is_active, subjects, city, wants_student and owns_tablet, and searches', async () => {
    const active = (await get('/api/user/teacher/?is_active=true')).body;
    expect(ids(active)).toEqual([w.teacherB.teacher.id, w.teacherA.teacher.id]);
    expect(ids((await get('/api/user/teacher/?is_active=false')).body)).toEqual([
      inactive.teacher.id,
    ]);
    expect(ids((await get(`/api/user/teacher/?subjects=${w.ref.subject.id},999`)).body)).toEqual([
      inactive.teacher.id,
      w.teacherA.teacher.id,
    ]);
    expect(ids((await get(`/api/user/teacher/?city=${w.ref.city.id}`)).body)).toEqual([
      inactive.teacher.id,
    ]);
    expect(ids((await get('/api/user/teacher/?wants_student=false')).body)).toEqual([
      inactive.teacher.id,
    ]);
    expect(ids((await get('/api/user/teacher/?owns_tablet=unknown')).body)).toEqual([
      inactive.teacher.id,
    ]);
    const search = (await get('/api/user/teacher/?search=haugen')).body;
    expect(ids(search)).toEqual([w.teacherA.teacher.id]);
  });

  it('orders by a column and pages with count, next and previous', async () => {
    const byName = (await get('/api/user/teacher/?ordering=full_name')).body;
    expect(byName.results.map((r) => r.full_name)).toEqual([
      'Jonas Haugen',
      'Mari Nilsen',
      'Tidligere Lærer',
    ]);
    const byHours = (await get('/api/user/teacher/?ordering=-hours_last_30_days')).body;
    expect(byHours.results[0]!.id).toBe(w.teacherA.teacher.id);
    const second = await get<Page & { next: string | null; previous: string | null }>(
      '/api/user/teacher/?limit=2&offset=2',
    );
    expect(second.body).toMatchObject({ count: 3, next: null });
    expect(second.body.previous).toContain('limit=2');
    expect(ids(second.body)).toEqual([w.teacherA.teacher.id]);
  });

  it("names a teacher's students as their logins do, after a rename too (teacher_students' copies)", async () => {
    type Row = { id: number; students: { id: number; full_name: string }[] };
    const teacherA = async () =>
      (await get<{ results: Row[] }>('/api/user/teacher/?limit=10')).body.results.find(
        (r) => r.id === w.teacherA.teacher.id,
      )!;
    const emma = w.studentA;
    const renameEmma = (firstName: string) =>
      t().db.update(users).set({ firstName }).where(eq(users.id, emma.user.id));
    // 'Åsa' sorts after 'Noah' in Norwegian (å is the last letter).
    await renameEmma('Åsa');
    try {
      expect((await teacherA()).students).toEqual([
        { id: w.studentA2.student.id, full_name: 'Noah Johansen' },
        { id: emma.student.id, full_name: 'Åsa Johansen' },
      ]);
      // The student moved to another login takes that login's name.
      const other = await createUser(t().db, { firstName: 'Ada', lastName: 'Lovelace' });
      await t()
        .db.update(students)
        .set({ userId: other.id })
        .where(eq(students.id, emma.student.id));
      expect((await teacherA()).students[0]).toEqual({
        id: emma.student.id,
        full_name: 'Ada Lovelace',
      });
      await t()
        .db.update(students)
        .set({ userId: emma.user.id })
        .where(eq(students.id, emma.student.id));
    } finally {
      await renameEmma('Emma');
    }
    expect((await teacherA()).students).toEqual([
      { id: emma.student.id, full_name: 'Emma Johansen' },
      { id: w.studentA2.student.id, full_name: 'Noah Johansen' },
    ]);
  });

  it('refuses bad filters with 400', async () => {
    expect((await get('/api/user/teacher/?subjects=a,b')).status).toBe(400);
    expect((await get('/api/user/teacher/?owns_tablet=maybe')).status).toBe(400);
    expect((await get('/api/user/teacher/?ordering=password')).status).toBe(400);
  });

  it('totals stay the number of teachers, active and inactive, through inserts, changes and deletes (row_counts, migration 0025)', async () => {
    const db = t().db;
    const totals = async () => ({
      all: (await get('/api/user/teacher/?limit=1')).body.count,
      active: (await get('/api/user/teacher/?limit=1&is_active=true')).body.count,
      inactive: (await get('/api/user/teacher/?limit=1&is_active=false')).body.count,
      // The first page by hours takes its total from the same numbers.
      byHours: (await get('/api/user/teacher/?limit=1&ordering=-hours_last_30_days')).body.count,
    });
    const counted = async () => {
      const rows = await db
        .select({ isActive: users.isActive })
        .from(teachers)
        .innerJoin(users, eq(users.id, teachers.userId));
      const active = rows.filter((r) => r.isActive).length;
      return { all: rows.length, active, inactive: rows.length - active, byHours: rows.length };
    };
    expect(await totals()).toEqual(await counted());
    const added = await Promise.all(
      [true, true, false].map((isActive, i) =>
        createTeacher(db, { user: { email: `lærerteller${i}@test.no`, isActive } }),
      ),
    );
    const afterInsert = await totals();
    expect(afterInsert).toEqual(await counted());
    // A user made inactive moves their teacher from the active total to the inactive one.
    await db.update(users).set({ isActive: false }).where(eq(users.id, added[0]!.user.id));
    expect(await totals()).toEqual({
      ...afterInsert,
      active: afterInsert.active - 1,
      inactive: afterInsert.inactive + 1,
    });
    // A change that leaves is_active as it was moves nothing.
    await db
      .update(teachers)
      .set({ ourComments: 'Telles' })
      .where(eq(teachers.id, added[1]!.teacher.id));
    expect(await totals()).toEqual(await counted());
    // A filter beside is_active counts the matching rows, not the kept numbers: of the three
    // inactive teachers, the two added here have a tablet and `inactive` (beforeAll) has none.
    const withTablet = await get('/api/user/teacher/?limit=1&is_active=false&owns_tablet=true');
    expect(withTablet.body.count).toBe(2);
    expect((await totals()).inactive).toBe(3);
    // Deleting the users deletes their teachers (cascade), which the totals follow.
    for (const a of added) await db.delete(users).where(eq(users.id, a.user.id));
    expect(await totals()).toEqual(await counted());
  });
});

describe('plain lists (the pickers)', () => {
  it('user/teacher/list-plain/ gives active teachers, 20 by default, searchable', async () => {
    const all = await get<unknown[]>('/api/user/teacher/list-plain/');
    expect(all.status).toBe(200);
    const rows = all.body.map((r) => expectSchema(UserListItemSchema, r));
    expect(rows.map((r) => r.id)).toEqual([w.teacherB.teacher.id, w.teacherA.teacher.id]);
    const found = await get<{ id: number }[]>('/api/user/teacher/list-plain/?search=mari');
    expect(found.body.map((r) => r.id)).toEqual([w.teacherB.teacher.id]);
    expect((await get('/api/user/teacher/list-plain/?limit=51')).status).toBe(400);
  });

  it('user/invoice-receiver/list-plain/ gives receivers, at most limit', async () => {
    const other = await createInvoiceReceiver(t().db, {
      user: { firstName: 'Per', lastName: 'Plain' },
    });
    const res = await get<{ id: number; full_name: string; email: string }[]>(
      '/api/user/invoice-receiver/list-plain/?limit=1',
    );
    expect(res.body).toEqual([
      { id: other.receiver.id, full_name: 'Per Plain', email: other.user.email },
    ]);
    const found = await get<{ id: number }[]>(
      '/api/user/invoice-receiver/list-plain/?search=plain',
    );
    expect(found.body.map((r) => r.id)).toEqual([other.receiver.id]);
  });

  it('a picker searches in its statement, and by name when the term matches more people than it takes', async () => {
    const db = t().db;
    // More people than MATCHED_USERS_MAX match 'Mengde' and come first; three later are receivers.
    const others = await db
      .insert(users)
      .values(
        Array.from({ length: MATCHED_USERS_MAX + 5 }, (_, i) => ({
          email: `mengde.annen${i}@test.no`,
          firstName: 'Mengde',
          lastName: `Annen${i}`,
          userType: 'invoice_receiver' as const,
          password: 'not-used',
        })),
      )
      .returning({ id: users.id });
    const added = [];
    for (const last of ['Cato', 'Ada', 'Bo'])
      added.push(
        await createInvoiceReceiver(db, { user: { firstName: 'Mengde', lastName: last } }),
      );
    const names = async (term: string) =>
      (
        await get<{ full_name: string }[]>(
          `/api/user/invoice-receiver/list-plain/?search=${encodeURIComponent(term)}`,
        )
      ).body.map((r) => r.full_name);
    try {
      // Too many to take as ids: searched by name, the three receivers in name order.
      expect(await names('mengde')).toEqual(['Mengde Ada', 'Mengde Bo', 'Mengde Cato']);
      // Few: their ids in the picker's named statement.
      expect(await names('Mengde B')).toEqual(['Mengde Bo']);
      expect(await names(added[2]!.user.email)).toEqual(['Mengde Bo']);
      // The pickers match the name and the e-mail, not the phone number.
      expect(await names(added[2]!.user.phoneNumber!)).toEqual([]);
      expect(await names('ingen slik person')).toEqual([]);
    } finally {
      for (const id of [...others.map((o) => o.id), ...added.map((a) => a.user.id)])
        await db.delete(users).where(eq(users.id, id));
    }
  });
});

describe('POST user/teacher/ (Ny lærer)', () => {
  const body = (email: string) => ({
    first_name: ' Lise ',
    last_name: 'Lærer',
    email,
    subjects: [w.ref.subject.id],
    city: w.ref.city.id,
    our_comments: 'Møtte henne på Studentmessa',
  });

  it('creates a teacher with activity category 1 who signs in after a password token', async () => {
    const res = await t().request<{ id: number }>('POST', '/api/user/teacher/', {
      as: staff(),
      body: body('lise.laerer@test.no'),
    });
    expect(res.status).toBe(201);
    const created = expectSchema(StaffTeacherSchema, res.body);
    expect(created).toMatchObject({
      first_name: 'Lise',
      full_name: 'Lise Lærer',
      city: w.ref.city.id,
      is_active: true,
      activity_categories: [categoryOne],
      our_comments: 'Møtte henne på Studentmessa',
      subjects: [{ id: w.ref.subject.id }],
    });
    const [cat] = await t()
      .db.select()
      .from(teacherActivityCategories)
      .where(eq(teacherActivityCategories.teacherId, created.id));
    expect(cat?.activityCategoryId).toBe(1);
    // No usable password yet.
    const before = await t().request('POST', '/api/user/login/', {
      body: { email: 'lise.laerer@test.no', password: 'unusable' },
    });
    expect(before.status).toBe(401);
    const token = await t().request<{ key: string }>('POST', '/api/user/reset-tokens/', {
      as: staff(),
      body: { email: 'lise.laerer@test.no' },
    });
    expect(token.status).toBe(201);
    const confirm = await t().request('POST', '/api/user/password-reset/confirm/', {
      body: { token: token.body.key, password: 'Ny-laerer-passord-7' },
    });
    expect(confirm.status).toBe(200);
    const login = await t().request('POST', '/api/user/login/', {
      body: { email: 'lise.laerer@test.no', password: 'Ny-laerer-passord-7' },
    });
    expect(login.status).toBe(200);
    // The new teacher is first in Læreroversikt.
    expect(ids((await get('/api/user/teacher/?is_active=true')).body)[0]).toBe(created.id);
  });

  it("answers the seed's messages (domain rules) with 400", async () => {
    const res = await t().request('POST', '/api/user/teacher/', {
      as: staff(),
      body: {
        ...body('ikke-en-adresse'),
        first_name: '',
        subjects: [],
        city: null,
        our_comments: '',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['Fornavn er påkrevd'],
      email: ['Oppgi en gyldig e-postadresse'],
      subjects: ['Velg minst ett fag'],
      city: ['Velg en undervisningsby'],
      our_comments: ['Kommentar er påkrevd'],
    });
    const long = await t().request('POST', '/api/user/teacher/', {
      as: staff(),
      body: { ...body('lang@test.no'), our_comments: 'x'.repeat(255) + 'y' },
    });
    expect(long.body).toEqual({ our_comments: ['Kommentar kan ikke være lengre enn 255 tegn'] });
  });

  it('refuses a taken e-mail, an unknown city and unknown subjects', async () => {
    const res = await t().request('POST', '/api/user/teacher/', {
      as: staff(),
      body: { ...body(w.teacherA.user.email.toUpperCase()), city: 99999, subjects: [99999] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object).sort()).toEqual(['city', 'email', 'subjects']);
  });
});

describe("staff's PATCH user/teacher/{id}/", () => {
  const patch = (id: number, body: unknown, as = staff()) =>
    t().request('PATCH', `/api/user/teacher/${id}/`, { as, body });

  it('saves the edit: names, our_comments, a blank Visma id as null, status and is_active', async () => {
    const target = await createTeacher(t().db, { user: { phoneNumber: '' } });
    await t()
      .db.update(teachers)
      .set({ vismaEmploymentId: '1042' })
      .where(eq(teachers.id, target.teacher.id));
    const res = await patch(target.teacher.id, {
      first_name: ' Kari ',
      last_name: 'Lærer',
      phone_number: '',
      our_comments: 'Har bil',
      visma_employment_id: '  ',
      teacher_slack_id: 'U123',
      status: 'DO_NOT_WANT_MORE_STUDENTS',
      is_active: false,
    });
    expect(res.status).toBe(200);
    // The answer is the teacher's profile shape: no our_comments in it.
    expectSchema(TeacherSelfSchema, res.body);
    const [row] = await t()
      .db.select({ teacher: teachers, user: users })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.id, target.teacher.id));
    expect(row).toMatchObject({
      teacher: {
        vismaEmploymentId: null,
        teacherSlackId: 'U123',
        ourComments: 'Har bil',
        status: 'DO_NOT_WANT_MORE_STUDENTS',
      },
      user: { firstName: 'Kari', lastName: 'Lærer', isActive: false },
    });
    const listed = (await get('/api/user/teacher/?is_active=false')).body;
    expect(ids(listed)).toContain(target.teacher.id);
    // The filter and its count follow is_active both ways (teachers' copy, migration 0022).
    const active = async () => (await get('/api/user/teacher/?is_active=true')).body;
    const activeBefore = await active();
    expect(ids(activeBefore)).not.toContain(target.teacher.id);
    expect((await patch(target.teacher.id, { is_active: true })).status).toBe(200);
    const activeAfter = await active();
    expect(ids(activeAfter)).toContain(target.teacher.id);
    expect(activeAfter.count).toBe(activeBefore.count + 1);
    expect((await get('/api/user/teacher/?is_active=false')).body.count).toBe(listed.count - 1);
  });

  it("answers the seed's messages", async () => {
    const res = await patch(w.teacherB.teacher.id, {
      first_name: ' ',
      last_name: '',
      our_comments: 'x'.repeat(256),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['Fornavn er påkrevd'],
      last_name: ['Etternavn er påkrevd'],
      our_comments: ['Kommentar kan ikke være lengre enn 255 tegn'],
    });
  });

  it('a teacher may not set our_comments, the Slack id or is_active, and never reads our_comments', async () => {
    for (const body of [{ our_comments: 'Meg' }, { teacher_slack_id: 'U1' }, { is_active: true }])
      expect((await patch(w.teacherA.teacher.id, body, w.teacherA.user.id)).status).toBe(403);
    const self = await get<Record<string, unknown>>('/api/user/teacher/self/', w.teacherA.user.id);
    expect(self.body).not.toHaveProperty('our_comments');
    expect((await get('/api/user/teacher/', w.teacherA.user.id)).status).toBe(403);
  });
});

describe('GET user/invoice-receiver/ (Fakturamottakere) and add_new_student', () => {
  it('lists receivers newest first with the students they pay for, searchable and ordered', async () => {
    const res = await get('/api/user/invoice-receiver/?limit=50');
    expect(res.status).toBe(200);
    const page = expectSchema(InvoiceReceiverListSchema, res.body);
    expect(page.results.map((r) => r.id)).toEqual(
      [...page.results.map((r) => r.id)].sort((a, b) => b - a),
    );
    const mine = page.results.find((r) => r.id === w.receiver.receiver.id)!;
    expect(mine.students_to_pay_for).toEqual([
      { id: w.studentA.student.id, full_name: 'Emma Johansen' },
      { id: w.studentA2.student.id, full_name: 'Noah Johansen' },
    ]);
    const found = (await get(`/api/user/invoice-receiver/?search=${w.receiver.user.lastName}`))
      .body;
    expect(ids(found)).toEqual([w.receiver.receiver.id]);
    // A page past the end counts it too (the count runs alone, with its own match).
    const past = (
      await get(`/api/user/invoice-receiver/?offset=10&search=${w.receiver.user.lastName}`)
    ).body;
    expect(past).toMatchObject({ count: 1, results: [] });
    const ordered = (await get('/api/user/invoice-receiver/?ordering=full_name&limit=50')).body;
    const names = ordered.results.map((r) => r.full_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('counts every receiver, also one added since', async () => {
    const countNow = async () =>
      (await get('/api/user/invoice-receiver/?limit=1')).body as unknown as { count: number };
    const receivers = async () => (await t().db.select().from(invoiceReceivers)).length;
    const before = await countNow();
    expect(before.count).toBe(await receivers());
    await createInvoiceReceiver(t().db, { user: { firstName: 'Ny', lastName: 'Betaler' } });
    expect((await countNow()).count).toBe(before.count + 1);
  });

  it('adds a student to a receiver once; an unknown student is a field error', async () => {
    const student = await createStudent(t().db, { user: { firstName: 'Ny', lastName: 'Elev' } });
    const add = () =>
      t().request('PATCH', `/api/user/invoice-receiver/${w.receiver.receiver.id}/`, {
        as: staff(),
        body: { add_new_student: student.student.id },
      });
    const res = await add();
    expect(res.status).toBe(200);
    const receiver = expectSchema(InvoiceReceiverSchema, res.body);
    expect(receiver.students_to_pay_for.map((s) => s.id)).toContain(student.student.id);
    expect((await add()).status).toBe(200);
    const links = await t()
      .db.select()
      .from(invoiceReceiverStudents)
      .where(eq(invoiceReceiverStudents.studentId, student.student.id));
    expect(links).toHaveLength(1);
    // The student's detail lists the receiver.
    const detail = await get<{ invoice_receivers: { id: number }[] }>(
      `/api/user/student/${student.student.id}/`,
    );
    expect(detail.body.invoice_receivers.map((r) => r.id)).toEqual([w.receiver.receiver.id]);

    const unknown = await t().request(
      'PATCH',
      `/api/user/invoice-receiver/${w.receiver.receiver.id}/`,
      { as: staff(), body: { add_new_student: 2_000_000 } },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('add_new_student');
    const blank = await t().request(
      'PATCH',
      `/api/user/invoice-receiver/${w.receiver.receiver.id}/`,
      { as: staff(), body: { add_new_student: null } },
    );
    expect(blank.body).toEqual({ add_new_student: ['Ugyldig elev'] });
    const missing = await t().request('PATCH', '/api/user/invoice-receiver/2000000/', {
      as: staff(),
      body: { add_new_student: student.student.id },
    });
    expect(missing.status).toBe(404);
  });
});

describe("the staff's student list (Studentoversikt)", () => {
  it('is newest first by default for staff, by name for a teacher', async () => {
    const newer = await createStudent(t().db, { user: { firstName: 'Aase', lastName: 'Ny' } });
    t().clock.advance(1000);
    const staffPage = expectSchema(
      StudentListSchema,
      (await get('/api/user/student/?limit=100&is_active=true')).body,
    );
    const created = staffPage.results.map((s) => s.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(staffPage.results.some((s) => s.id === newer.student.id)).toBe(true);
    expect(staffPage.results[0]).toHaveProperty('other_comments');
    const teacherPage = (await get('/api/user/student/', w.teacherA.user.id)).body;
    expect(teacherPage.results.map((s) => s.full_name)).toEqual(['Emma Johansen', 'Noah Johansen']);
  });
});
