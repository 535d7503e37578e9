import { eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  groups,
  invoiceReceiverStudents,
  invoiceReceivers,
  rowCounts,
  students,
  teacherStudents,
  userGroups,
  users,
} from '../../src/db/schema/index';
import {
  InvoiceReceiverSchema,
  StudentDetailSchema,
  StudentListSchema,
  StudentProfileSchema,
  StudentSchema,
} from '../../src/contract/students';
import { createStudent } from '../../src/testing/factories';
import { MATCHED_USERS_MAX } from '../../src/services/users/person';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, insertActivity, newStudent, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});
const asA = () => w.teacherA.user.id;

describe('students of a teacher', () => {
  it('lists only own students with package hours and planned hours', async () => {
    const res = await t().request('GET', '/api/user/student/?limit=10&ordering=full_name', {
      as: asA(),
    });
    expect(res.status).toBe(200);
    const page = expectSchema(StudentListSchema, res.body);
    expect(page.count).toBe(2);
    expect(page.results.map((s) => s.full_name)).toEqual(['Emma Johansen', 'Noah Johansen']);
    expect(page.results[0]).toMatchObject({
      city_name: null,
      number_of_hours_remaining_in_packages: '10.00',
      number_of_planned_hours: '2.00',
      days_since_last_activity: 11,
      teacher: w.teacherA.teacher.id,
      subjects: [w.ref.subject.id],
    });
    expect(page.results[1]).toMatchObject({
      subjects: [],
      number_of_hours_remaining_in_packages: '0.00',
      days_since_last_activity: 3,
    });
  });

  it('follows lessons created, changed and deleted in planned hours and days since the last lesson', async () => {
    // These figures come from activity_students' copies of each lesson's start and duration,
    // kept by triggers (migration 0012).
    const emma = async () => {
      const res = await t().request('GET', '/api/user/student/?search=emma', { as: asA() });
      return (
        res.body as {
          results: { number_of_planned_hours: string; days_since_last_activity: number | null }[];
        }
      ).results[0]!;
    };
    const before = await emma();
    const lesson = (start: string, summaries: string) => ({
      activity_category: w.ref.activityCategory.id,
      students: [w.studentA.student.id],
      subject: w.ref.subject.id,
      start_date_time: start,
      duration: 1.5,
      travel_time: 0,
      activity_location: 'STUDENT_HOME',
      activity_plan: 'Brøk',
      summary_teacher: summaries,
      summary_student: summaries,
      homework: '',
      summary_date: null,
    });
    const post = (body: unknown) =>
      t().request<{ id: number }>('POST', '/api/activity/activity/', { as: asA(), body });
    const planned = await post(lesson('2026-12-01T16:00:00+01:00', ''));
    const past = await post(lesson('2026-11-20T16:00:00+01:00', 'Gikk fint'));
    expect([planned.status, past.status]).toEqual([201, 201]);
    expect(await emma()).toMatchObject({
      number_of_planned_hours: (Number(before.number_of_planned_hours) + 1.5).toFixed(2),
      days_since_last_activity: 1,
    });
    const longer = await t().request('PATCH', `/api/activity/activity/${planned.body.id}/`, {
      as: asA(),
      body: { duration: 2.75 },
    });
    expect(longer.status).toBe(200);
    expect((await emma()).number_of_planned_hours).toBe(
      (Number(before.number_of_planned_hours) + 2.75).toFixed(2),
    );
    for (const id of [planned.body.id, past.body.id])
      await t().request('DELETE', `/api/activity/activity/${id}/`, { as: asA() });
    expect(await emma()).toEqual(before);
  });

  it('filters on is_active and searches by name', async () => {
    const inactive = await t().request('GET', '/api/user/student/?is_active=false', { as: asA() });
    expect((inactive.body as { count: number }).count).toBe(0);
    const found = await t().request('GET', '/api/user/student/?search=noah', { as: asA() });
    expect((found.body as { results: { id: number }[] }).results.map((s) => s.id)).toEqual([
      w.studentA2.student.id,
    ]);
  });

  it('orders by remaining hours descending', async () => {
    const res = await t().request(
      'GET',
      '/api/user/student/?ordering=-number_of_hours_remaining_in_packages',
      { as: asA() },
    );
    expect((res.body as { results: { full_name: string }[] }).results[0]?.full_name).toBe(
      'Emma Johansen',
    );
  });

  it('shows one own student with receivers, packages and own activities', async () => {
    const res = await t().request('GET', `/api/user/student/${w.studentA.student.id}/`, {
      as: asA(),
    });
    expect(res.status).toBe(200);
    const detail = expectSchema(StudentDetailSchema, res.body);
    expect(detail.student).toMatchObject({
      full_name: 'Emma Johansen',
      subjects: [{ id: w.ref.subject.id, subject_name: 'Matematikk R1' }],
    });
    expect(detail.invoice_receivers).toEqual([
      expect.objectContaining({
        id: w.receiver.receiver.id,
        full_name: w.receiver.user.firstName + ' ' + w.receiver.user.lastName,
      }),
    ]);
    expect(detail.packages).toEqual([
      expect.objectContaining({
        id: w.pkg.id,
        name: '10 timer',
        hours_in_package: '10.00',
        remaining_hours: '10.00',
        is_expired: false,
      }),
    ]);
    expect(detail.activities.map((a) => a.id)).toEqual([
      w.acts.planned.id,
      w.acts.unpaid.id,
      w.acts.paid.id,
    ]);
  });

  it('registers a student linked to the teacher; a taken e-mail is a field error', async () => {
    const res = await t().request('POST', '/api/user/student/', {
      as: asA(),
      body: newStudent(w, 'sofie.larsen@test.no'),
    });
    expect(res.status).toBe(201);
    const s = expectSchema(StudentSchema, res.body);
    expect(s).toMatchObject({
      full_name: 'Sofie Larsen',
      age: 17,
      city_name: 'Oslo',
      school_name: 'Oslo katedralskole',
      subjects: [w.ref.subject.id],
    });
    const link = await t()
      .db.select()
      .from(teacherStudents)
      .where(eq(teacherStudents.studentId, s.id));
    expect(link.map((l) => l.teacherId)).toEqual([w.teacherA.teacher.id]);
    const again = await t().request('POST', '/api/user/student/', {
      as: asA(),
      body: newStudent(w, 'SOFIE.larsen@test.no'),
    });
    expect(again).toMatchObject({
      status: 400,
      body: { email: ['En bruker med denne e-postadressen finnes allerede.'] },
    });
  });

  it('uses the domain form rules (phone length) and checks referenced ids', async () => {
    const res = await t().request('POST', '/api/user/student/', {
      as: asA(),
      body: { ...newStudent(w, 'x1@test.no'), phone_number: '123', city: 999999 },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { phone_number: ['Telefonnummer må være 8 til 10 tegn'] },
    });
    const city = await t().request('POST', '/api/user/student/', {
      as: asA(),
      body: { ...newStudent(w, 'x2@test.no'), city: 999999 },
    });
    expect(city).toMatchObject({ status: 400, body: { city: ['Ugyldig by.'] } });
  });

  it('adds subjects to an own student', async () => {
    const res = await t().request(
      'PATCH',
      `/api/user/student/${w.studentA2.student.id}/add-subjects/`,
      {
        as: asA(),
        body: { subjects: [w.ref.subject.id] },
      },
    );
    expect(res.status).toBe(200);
    expect(expectSchema(StudentProfileSchema, res.body).subjects).toEqual([
      { id: w.ref.subject.id, subject_name: 'Matematikk R1' },
    ]);
  });
});

describe('invoice receivers registered by a teacher', () => {
  const info = (email: string) => ({
    first_name: 'Hilde',
    last_name: 'Larsen',
    phone_number: '92345678',
    email,
    address: 'Parkveien 4',
    post_code: '0350',
    post_code_area: 'Oslo',
  });

  it('creates a receiver paying for own students (group invoice_receiver)', async () => {
    const res = await t().request('POST', '/api/user/invoice-receiver/', {
      as: asA(),
      body: {
        user_info: info('hilde@test.no'),
        self_as_student: false,
        pays_for_students: [w.studentA2.student.id],
      },
    });
    expect(res.status).toBe(201);
    const r = expectSchema(InvoiceReceiverSchema, res.body);
    expect(r).toMatchObject({
      full_name: 'Hilde Larsen',
      self_as_student: false,
      students_to_pay_for: [{ id: w.studentA2.student.id, full_name: 'Noah Johansen' }],
    });
    const [user] = await t().db.select().from(users).where(eq(users.email, 'hilde@test.no'));
    const names = await t()
      .db.select({ name: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(eq(userGroups.userId, user!.id));
    expect(user?.userType).toBe('invoice_receiver');
    expect(names.map((n) => n.name)).toEqual(['invoice_receiver']);
  });

  it('adds students to an existing receiver with the same e-mail (200)', async () => {
    const res = await t().request('POST', '/api/user/invoice-receiver/', {
      as: asA(),
      body: {
        user_info: info('HILDE@test.no'),
        self_as_student: false,
        pays_for_students: [w.studentA.student.id],
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as { students_to_pay_for: unknown[] }).students_to_pay_for).toHaveLength(2);
  });

  it('answers another teacher naming an existing receiver like any taken e-mail, and changes nothing', async () => {
    const res = await t().request('POST', '/api/user/invoice-receiver/', {
      as: w.teacherB.user.id,
      body: {
        user_info: info(w.receiver.user.email),
        self_as_student: false,
        pays_for_students: [w.studentB.student.id],
      },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { 'user_info.email': ['En bruker med denne e-postadressen finnes allerede.'] },
    });
    expect(JSON.stringify(res.body)).not.toContain(w.receiver.user.phoneNumber ?? '');
    const paysFor = await t()
      .db.select({ id: invoiceReceiverStudents.studentId })
      .from(invoiceReceiverStudents)
      .where(eq(invoiceReceiverStudents.invoiceReceiverId, w.receiver.receiver.id));
    expect(paysFor.map((r) => r.id).sort()).toEqual(
      [w.studentA.student.id, w.studentA2.student.id].sort(),
    );
  });

  it('shows a teacher only their own students among those an existing receiver pays for', async () => {
    const other = await createStudent(t().db, { teacherIds: [w.teacherB.teacher.id] });
    await t()
      .db.insert(invoiceReceiverStudents)
      .values({ invoiceReceiverId: w.receiver.receiver.id, studentId: other.student.id });
    const res = await t().request('POST', '/api/user/invoice-receiver/', {
      as: asA(),
      body: {
        user_info: info(w.receiver.user.email),
        self_as_student: false,
        pays_for_students: [w.studentA.student.id],
      },
    });
    expect(res.status).toBe(200);
    const ids = (res.body as { students_to_pay_for: { id: number }[] }).students_to_pay_for.map(
      (s) => s.id,
    );
    expect(ids).not.toContain(other.student.id);
    expect(ids).toContain(w.studentA.student.id);
  });

  it('self_as_student makes the student their own receiver', async () => {
    const self = await createStudent(t().db, {
      user: { email: 'voksen@test.no' },
      teacherIds: [w.teacherA.teacher.id],
    });
    const res = await t().request('POST', '/api/user/invoice-receiver/', {
      as: asA(),
      body: {
        user_info: info('voksen@test.no'),
        self_as_student: true,
        pays_for_students: [self.student.id],
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t()
      .db.select()
      .from(invoiceReceivers)
      .where(eq(invoiceReceivers.userId, self.user.id));
    expect(row?.selfAsStudent).toBe(true);
  });

  it('refuses another teacher’s students', async () => {
    const res = await t().request('POST', '/api/user/invoice-receiver/', {
      as: asA(),
      body: {
        user_info: info('ny@test.no'),
        self_as_student: false,
        pays_for_students: [w.studentB.student.id],
      },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { pays_for_students: ['Du kan bare velge blant dine egne elever.'] },
    });
  });
});

describe("the staff's student overview totals (row_counts, migration 0019)", () => {
  it('stay the number of students, active and inactive, through inserts, changes and deletes', async () => {
    const db = t().db;
    const totals = async () => {
      const count = async (query: string) => {
        const res = await t().request('GET', `/api/user/student/?limit=1${query}`, {
          as: w.staff.id,
        });
        expect(res.status).toBe(200);
        return (res.body as { count: number }).count;
      };
      return {
        all: await count(''),
        active: await count('&is_active=true'),
        inactive: await count('&is_active=false'),
      };
    };
    const counted = async () => {
      const rows = await db.select({ isActive: students.isActive }).from(students);
      const active = rows.filter((r) => r.isActive).length;
      return { all: rows.length, active, inactive: rows.length - active };
    };
    expect(await totals()).toEqual(await counted());
    const added = await Promise.all(
      [true, true, false].map((isActive, i) =>
        createStudent(db, {
          user: { email: `teller${i}@test.no`, firstName: 'Teller' },
          student: { isActive },
        }),
      ),
    );
    const afterInsert = await totals();
    expect(afterInsert).toEqual(await counted());
    // One UPDATE of several rows that turns one inactive and one active (the totals move by one
    // each way), then a change that leaves is_active as it was.
    await db
      .update(students)
      .set({ isActive: sql`not ${students.isActive}` })
      .where(inArray(students.id, [added[0]!.student.id, added[2]!.student.id]));
    await db
      .update(students)
      .set({ heardAboutUs: 'Venner' })
      .where(eq(students.id, added[1]!.student.id));
    expect(await totals()).toEqual(afterInsert);
    await db.update(students).set({ isActive: false }).where(eq(students.id, added[1]!.student.id));
    expect(await totals()).toEqual({
      all: afterInsert.all,
      active: afterInsert.active - 1,
      inactive: afterInsert.inactive + 1,
    });
    await db.delete(students).where(
      inArray(
        students.id,
        added.map((a) => a.student.id),
      ),
    );
    expect(await totals()).toEqual(await counted());
    const kept = await db.select().from(rowCounts).where(like(rowCounts.tableName, 'students%'));
    const now = await counted();
    expect(Object.fromEntries(kept.map((r) => [r.tableName, Number(r.n)]))).toEqual({
      students: now.all,
      students_active: now.active,
    });
  });
});

describe('a staff search that matches more people than a list takes as ids', () => {
  /** Users named `first` and each of `lasts`, with logins nobody uses; their ids. */
  const addUsers = async (
    first: string,
    lasts: string[],
    userType: 'student' | 'invoice_receiver',
  ) =>
    (
      await t()
        .db.insert(users)
        .values(
          lasts.map((last) => ({
            email: `${first}.${last}@test.no`.toLowerCase(),
            firstName: first,
            lastName: last,
            userType,
            password: 'not-used',
          })),
        )
        .returning({ id: users.id })
    ).map((u) => u.id);
  /** `addUsers` as students. */
  const addStudents = async (first: string, lasts: string[]) => {
    const ids = await addUsers(first, lasts, 'student');
    await t()
      .db.insert(students)
      .values(ids.map((userId) => ({ userId, heardAboutUs: 'Google' })));
  };
  const search = async (term: string, offset = 0) => {
    const res = await t().request(
      'GET',
      `/api/user/student/?limit=5&offset=${offset}&ordering=full_name&search=${encodeURIComponent(term)}`,
      { as: w.staff.id },
    );
    expect(res.status).toBe(200);
    return expectSchema(StudentListSchema, res.body);
  };

  it('searches in the list statement and answers as a narrower search does', async () => {
    const many = MATCHED_USERS_MAX + 5;
    await addStudents(
      'Mangfold',
      Array.from({ length: many }, (_, i) => `Elev${i}`),
    );
    // Every one of them: more than MATCHED_USERS_MAX, searched by the list itself.
    const all = await search('mangfold');
    expect(all.count).toBe(many);
    expect(all.results.map((s) => s.full_name)).toEqual([
      'Mangfold Elev0',
      'Mangfold Elev1',
      'Mangfold Elev10',
      'Mangfold Elev100',
      'Mangfold Elev101',
    ]);
    // Six of them (Elev20 and Elev200–204): their ids go into the list's prepared statement.
    const few = await search('Mangfold Elev20');
    expect(few.count).toBe(6);
    expect(few.results.map((s) => s.full_name)).toEqual([
      'Mangfold Elev20',
      'Mangfold Elev200',
      'Mangfold Elev201',
      'Mangfold Elev202',
      'Mangfold Elev203',
    ]);
    // A page past the end still has the total.
    const past = await search('Mangfold Elev20', 10);
    expect(past.count).toBe(6);
    expect(past.results).toEqual([]);
    // By e-mail, as the name search's fallback does too.
    expect((await search('mangfold.elev203@')).results.map((s) => s.full_name)).toEqual([
      'Mangfold Elev203',
    ]);
    expect((await search('ingen slik person')).count).toBe(0);
    // The receivers' and packages' lists take the same way for the same term: none of these
    // students is a receiver or has a package.
    for (const list of ['user/invoice-receiver', 'package/package']) {
      const res = await t().request('GET', `/api/${list}/?limit=5&search=mangfold`, {
        as: w.staff.id,
      });
      expect(res.status, list).toBe(200);
      expect((res.body as { count: number }).count, list).toBe(0);
    }
  });

  it('finds the students when the people it matches first are more than that and none is a student', async () => {
    // Users who are not students come first in the table, then three students of the same name.
    await addUsers(
      'Fjernslekt',
      Array.from({ length: MATCHED_USERS_MAX + 5 }, (_, i) => `Forelder${i}`),
      'invoice_receiver',
    );
    await addStudents('Fjernslekt', ['Ada', 'Bo', 'Cato']);
    const found = await search('fjernslekt');
    expect(found.count).toBe(3);
    expect(found.results.map((s) => s.full_name)).toEqual([
      'Fjernslekt Ada',
      'Fjernslekt Bo',
      'Fjernslekt Cato',
    ]);
  });
});

describe('a student two teachers teach', () => {
  it('shows each teacher only their own lessons with the student, and the staff every one', async () => {
    // Student B, taught by teacher B, gets a lesson with teacher A too.
    await t()
      .db.insert(teacherStudents)
      .values({ teacherId: w.teacherA.teacher.id, studentId: w.studentB.student.id });
    const own = await insertActivity(t().db, {
      teacherId: w.teacherA.teacher.id,
      studentIds: [w.studentB.student.id],
      categoryId: w.ref.activityCategory.id,
      subjectId: w.ref.subject.id,
      start: '2026-11-13T16:00:00+01:00',
    });
    const lessons = async (as: number) => {
      const res = await t().request('GET', `/api/user/student/${w.studentB.student.id}/`, { as });
      expect(res.status).toBe(200);
      return expectSchema(StudentDetailSchema, res.body).activities.map((a) => a.id);
    };
    // The page's statements are prepared once: each request still reads its own teacher's.
    expect(await lessons(asA())).toEqual([own.id]);
    expect(await lessons(w.teacherB.user.id)).toEqual([w.acts.otherTeachers.id]);
    expect(await lessons(asA())).toEqual([own.id]);
    // The staff see both, newest first.
    expect(await lessons(w.staff.id)).toEqual([own.id, w.acts.otherTeachers.id]);
  });
});
