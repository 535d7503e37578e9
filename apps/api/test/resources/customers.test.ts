// The customer area's reads (seed 001, issue 12): a student sees their own lessons and packages,
// an invoice receiver those of the students they pay for; neither sees the teacher's summary, the
// teacher's pay or the office's fields.
import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityStudents,
  packageDraws,
  packageTypePrices,
  packages,
  students,
  subjects,
  users,
} from '../../src/db/schema/index';
import { ActivityListSchema } from '../../src/contract/activities';
import { PackageListSchema } from '../../src/contract/packages';
import { StudentListSchema } from '../../src/contract/students';
import { contactPeopleOf } from '../../src/services/students/contact-people';
import { createEmployee } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, insertActivity, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
  const [price] = await t()
    .db.insert(packageTypePrices)
    .values({ packageTypeId: w.pkg.packageTypeId, price: '5000.00' })
    .returning();
  await t()
    .db.update(packages)
    .set({ packageTypePriceId: price!.id, discountPercentage: '10', extraPrice: '250.00' })
    .where(eq(packages.id, w.pkg.id));
  const studentId = w.studentA.student.id;
  await t()
    .db.insert(packageDraws)
    .values([
      { activityId: w.acts.paid.id, studentId, packageId: w.pkg.id, hours: '1.00' },
      { activityId: w.acts.unpaid.id, studentId, packageId: w.pkg.id, hours: '1.50' },
    ]);
});

const get = (path: string, as: number) => t().request('GET', path, { as });
const asStudent = () => w.studentA.user.id;
const asReceiver = () => w.receiver.user.id;

describe('customer lessons (GET activity/activity/)', () => {
  it("a student sees only their own lessons, with the student's summary and homework", async () => {
    const res = await get('/api/activity/activity/?limit=10', asStudent());
    expect(res.status).toBe(200);
    const page = expectSchema(ActivityListSchema, res.body);
    expect(page.results.map((a) => a.id).sort()).toEqual(
      [w.acts.paid.id, w.acts.unpaid.id, w.acts.planned.id].sort(),
    );
    for (const lesson of page.results) {
      expect(lesson).toHaveProperty('summary_student');
      expect(lesson).toHaveProperty('homework');
      for (const hidden of [
        'summary_teacher',
        'base_salary',
        'travel_salary',
        'incentive_bonus',
        'special_bonus',
        'paid_date',
      ])
        expect(lesson).not.toHaveProperty(hidden);
    }
  });

  it('a receiver sees the lessons of every student they pay for, and no one else’s', async () => {
    const res = await get('/api/activity/activity/?limit=10', asReceiver());
    const page = expectSchema(ActivityListSchema, res.body);
    expect(page.count).toBe(4);
    expect(page.results.map((a) => a.id)).not.toContain(w.acts.otherTeachers.id);
  });

  it('a student finds a lesson by its plan', async () => {
    await t()
      .db.update(activities)
      .set({ activityPlan: 'Likninger med to ukjente' })
      .where(eq(activities.id, w.acts.unpaid.id));
    const res = await get('/api/activity/activity/?limit=10&search=likninger', asStudent());
    const page = expectSchema(ActivityListSchema, res.body);
    expect(page.results.map((a) => a.id)).toEqual([w.acts.unpaid.id]);
  });

  it('every search term gets what it finds, by one statement planned once (customer searches)', async () => {
    const all = expectSchema(
      ActivityListSchema,
      (await get('/api/activity/activity/?limit=100', asReceiver())).body,
    );
    const found = (term: string) =>
      all.results
        .filter((a) =>
          [a.subject_details, a.activity_plan, ...a.students.map((s) => s.full_name)].some((text) =>
            (text ?? '').toLowerCase().includes(term.toLowerCase()),
          ),
        )
        .map((a) => a.id);
    const subject = all.results[0]!.subject_details;
    const student = all.results[0]!.students[0]!.full_name.split(' ')[0]!;
    // Past the fifth execution PostgreSQL may keep a generic plan: the later terms run on it.
    for (const term of [subject, student, 'zzz', student, subject, 'e', '%', subject.slice(1, 4)]) {
      const res = await get(
        `/api/activity/activity/?limit=100&search=${encodeURIComponent(term)}`,
        asReceiver(),
      );
      const page = expectSchema(ActivityListSchema, res.body);
      const ids = found(term);
      expect({ term, ids: page.results.map((a) => a.id), count: page.count }).toEqual({
        term,
        ids,
        count: ids.length,
      });
    }
  });

  it("a receiver's pages follow the lessons in order, each lesson once, whatever the page", async () => {
    const db = t().db;
    const [a, a2] = [w.studentA.student.id, w.studentA2.student.id];
    const [second] = await db.insert(subjects).values({ subjectName: 'Aardvarkologi' }).returning();
    // Fourteen more lessons: two at each start (ordered by id), every third with both students
    // (one lesson, listed once), every other one completed.
    const added: number[] = [];
    for (let i = 0; i < 14; i++) {
      const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
      const lesson = await insertActivity(db, {
        teacherId: w.teacherA.teacher.id,
        categoryId: w.ref.activityCategory.id,
        // Every fourth in a subject whose name sorts first.
        subjectId: i % 4 === 0 ? second!.id : w.ref.subject.id,
        studentIds: i % 3 === 0 ? [a, a2] : [i % 2 ? a : a2],
        start: `2026-03-${day}T16:00:00+01:00`,
        summaryDate: i % 2 ? `2026-03-${day}` : null,
      });
      added.push(lesson.id);
    }
    try {
      const newestFirst = await db
        .select({
          id: activities.id,
          completed: activities.summaryDate,
          subject: activities.subjectId,
        })
        .from(activities)
        .where(
          inArray(
            activities.id,
            db
              .select({ id: activityStudents.activityId })
              .from(activityStudents)
              .where(inArray(activityStudents.studentId, [a, a2])),
          ),
        )
        .orderBy(desc(activities.startDateTime), desc(activities.id));
      const page = async (query: string) =>
        expectSchema(
          ActivityListSchema,
          (await get(`/api/activity/activity/?limit=5&${query}`, asReceiver())).body,
        );
      const pages = [await page('offset=0'), await page('offset=5'), await page('offset=10')];
      const all = newestFirst.map((l) => l.id);
      expect(pages.flatMap((p) => p.results.map((l) => l.id))).toEqual(all.slice(0, 15));
      expect(pages.map((p) => p.count)).toEqual([18, 18, 18]);
      expect((await page('ordering=start_date_time')).results.map((l) => l.id)).toEqual(
        [...all].reverse().slice(0, 5),
      );
      // By the subject's name, then the lesson's id.
      const bySubject = [...newestFirst]
        .sort(
          (x, y) =>
            Number(y.subject === second!.id) - Number(x.subject === second!.id) || x.id - y.id,
        )
        .map((l) => l.id);
      expect((await page('ordering=subject_details')).results.map((l) => l.id)).toEqual(
        bySubject.slice(0, 5),
      );
      const completed = newestFirst.filter((l) => l.completed !== null).map((l) => l.id);
      const done = await page('status=completed');
      expect(done.results.map((l) => l.id)).toEqual(completed.slice(0, 5));
      expect(done.count).toBe(completed.length);
    } finally {
      await db.delete(activities).where(inArray(activities.id, added));
      await db.delete(subjects).where(eq(subjects.id, second!.id));
    }
  });

  it('a lesson of another family is not found', async () => {
    const other = await get(`/api/activity/activity/${w.acts.otherTeachers.id}/`, asStudent());
    expect(other.status).toBe(403);
  });
});

describe("customer students (GET user/student/, 'Mine elever')", () => {
  it('a receiver lists the students they pay for, without the notes from registration', async () => {
    const res = await get('/api/user/student/?limit=10&ordering=full_name', asReceiver());
    expect(res.status).toBe(200);
    const page = expectSchema(StudentListSchema, res.body);
    expect(page.results.map((s) => s.full_name)).toEqual(['Emma Johansen', 'Noah Johansen']);
    expect(page.results[0]).not.toHaveProperty('other_comments');
    expect(page.results[0]).not.toHaveProperty('heard_about_us');
    expect(page.results[0]).toMatchObject({ email: expect.any(String), is_active: true });
  });

  it('a student lists only themself', async () => {
    const page = expectSchema(
      StudentListSchema,
      (await get('/api/user/student/?limit=10', asStudent())).body,
    );
    expect(page.results.map((s) => s.id)).toEqual([w.studentA.student.id]);
  });
});

describe("contact people (GET user/student/contact-people/, 'Kontaktpersoner')", () => {
  it("gives the student's teachers and, once set, the contact person", async () => {
    const before = await get('/api/user/student/contact-people/', asStudent());
    expect(before).toMatchObject({
      status: 200,
      body: {
        teachers: [{ full_name: 'Jonas Haugen', email: w.teacherA.user.email }],
        contact_person: null,
      },
    });
    await t()
      .db.update(students)
      .set({ contactPersonId: w.staff.id })
      .where(eq(students.id, w.studentA.student.id));
    const after = await get('/api/user/student/contact-people/', asStudent());
    expect(after.body).toMatchObject({
      contact_person: { full_name: `${w.staff.firstName} ${w.staff.lastName}`.trim() },
    });
  });

  it('gives a receiver the contact person and the teachers of the students they pay for, and refuses a teacher', async () => {
    // The receiver pays for studentA and studentA2 (both taught by teacherA), not for studentB;
    // toMatchObject holds arrays to their length, so teacherB is not among the teachers.
    await t()
      .db.update(students)
      .set({ contactPersonId: w.staff.id })
      .where(eq(students.id, w.studentA.student.id));
    expect(await get('/api/user/student/contact-people/', asReceiver())).toMatchObject({
      status: 200,
      body: {
        teachers: [{ full_name: 'Jonas Haugen', email: w.teacherA.user.email }],
        contact_person: { full_name: `${w.staff.firstName} ${w.staff.lastName}`.trim() },
      },
    });
    const teacher = await get('/api/user/student/contact-people/', w.teacherA.user.id);
    expect(teacher.status).toBe(403);
  });
  it('lists the active teachers by name, those who taught a lesson too, and leaves out an inactive contact person', async () => {
    const db = t().db;
    // Mari Nilsen (teacherB) is not linked to studentA, but teaches one lesson with her.
    const lesson = await insertActivity(db, {
      teacherId: w.teacherB.teacher.id,
      categoryId: w.ref.activityCategory.id,
      subjectId: w.ref.subject.id,
      studentIds: [w.studentA.student.id],
      start: '2026-03-02T16:00:00+01:00',
    });
    const contact = await createEmployee(db, { firstName: 'Kari', lastName: 'Kontor' });
    await db
      .update(students)
      .set({ contactPersonId: contact.id })
      .where(eq(students.id, w.studentA.student.id));
    const names = async () => {
      const body = (await get('/api/user/student/contact-people/', asStudent())).body as {
        teachers: { full_name: string }[];
        contact_person: { full_name: string; email: string; phone_number: string } | null;
      };
      return { teachers: body.teachers.map((p) => p.full_name), contact: body.contact_person };
    };
    try {
      expect(await names()).toEqual({
        teachers: ['Jonas Haugen', 'Mari Nilsen'],
        contact: {
          full_name: 'Kari Kontor',
          email: contact.email,
          phone_number: contact.phoneNumber,
        },
      });
      await db.update(users).set({ isActive: false }).where(eq(users.id, w.teacherA.user.id));
      await db.update(users).set({ isActive: false }).where(eq(users.id, contact.id));
      expect(await names()).toEqual({ teachers: ['Mari Nilsen'], contact: null });
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.id, w.teacherA.user.id));
      await db
        .update(students)
        .set({ contactPersonId: null })
        .where(eq(students.id, w.studentA.student.id));
      await db.delete(activities).where(eq(activities.id, lesson.id));
    }
  });

  it("prefers the customer's own student profile's contact person to those of the students they pay for", async () => {
    const other = await createEmployee(t().db, { firstName: 'Per', lastName: 'Kontakt' });
    await t()
      .db.update(students)
      .set({ contactPersonId: w.staff.id })
      .where(eq(students.id, w.studentA.student.id));
    await t()
      .db.update(students)
      .set({ contactPersonId: other.id })
      .where(eq(students.id, w.studentA2.student.id));
    const customer = {
      kind: 'customer' as const,
      userId: w.receiver.user.id,
      receiverId: w.receiver.receiver.id,
      groups: [],
    };
    // As a payer only: the first of their students (by id) with a contact person.
    const payer = await contactPeopleOf(t().db, { ...customer, studentId: null });
    expect(payer.contact_person?.full_name).toBe(`${w.staff.firstName} ${w.staff.lastName}`.trim());
    // Also a student themself (self_as_student): their own profile's contact person comes first.
    const both = await contactPeopleOf(t().db, { ...customer, studentId: w.studentA2.student.id });
    expect(both.contact_person?.full_name).toBe('Per Kontakt');
  });
});

describe("customer packages (GET package/package/, 'Mine pakker')", () => {
  it('the receiver and the student see the package with hours, price and a forecast', async () => {
    for (const as of [asReceiver(), asStudent()]) {
      const res = await get('/api/package/package/?limit=50', as);
      expect(res.status).toBe(200);
      const page = expectSchema(PackageListSchema, res.body);
      expect(page.results).toHaveLength(1);
      const pkg = page.results[0]!;
      expect(pkg).toMatchObject({
        id: w.pkg.id,
        name: '10 timer',
        hours_in_package: '10.00',
        remaining_hours: '7.50',
        is_expired: false,
        sold_for_price: '4750.00',
        students: [{ full_name: 'Emma Johansen' }],
        hours_used_last_8_weeks: '2.50',
        // 7.5 hours at 2.5 hours per 56 days: 168 days after 21 November 2026.
        expected_run_out_date: '2027-05-08',
      });
      for (const hidden of ['discount_percentage', 'extra_price', 'invoice_sent_date'])
        expect(pkg).not.toHaveProperty(hidden);
    }
  });

  it('another family sees nothing, staff see the office fields, a teacher is refused', async () => {
    const other = await get('/api/package/package/', w.studentB.user.id);
    expect(other.body).toMatchObject({ count: 0, results: [] });
    const staff = await get('/api/package/package/?search=emma', w.staff.id);
    expect(staff.body).toMatchObject({
      count: 1,
      results: [{ discount_percentage: '10.00', extra_price: '250.00', number_of_payments: 1 }],
    });
    expect((await get('/api/package/package/', w.teacherA.user.id)).status).toBe(403);
  });
});
