// The access policies as the services apply them: the same list query with each viewer's
// condition. Customers' routes open with issue 12; their conditions are proved here already.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer';
import { present } from '../../src/policies/policy';
import { activityPolicy } from '../../src/policies/activities';
import { teacherPolicy } from '../../src/policies/teachers';
import { listActivities } from '../../src/services/activities/read';
import { listStudents } from '../../src/services/students/read';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});

const page = { limit: 50, offset: 0 };
const activityIds = async (viewer: Viewer) =>
  (await listActivities(t().db, viewer, page, t().clock.now())).results.map((a) => a.id).sort();
const studentIds = async (viewer: Viewer) =>
  (await listStudents(t().db, viewer, page, t().clock.now())).results.map((s) => s.id).sort();

const customer = (over: Partial<Extract<Viewer, { kind: 'customer' }>>): Viewer => ({
  kind: 'customer',
  userId: 0,
  studentId: null,
  receiverId: null,
  groups: [],
  ...over,
});

describe('access policies', () => {
  it("a teacher's and staff's list of students are one query with a different condition", async () => {
    const teacher: Viewer = { kind: 'teacher', userId: 0, teacherId: w.teacherA.teacher.id };
    const staff: Viewer = { kind: 'staff', userId: 0 };
    expect(await studentIds(teacher)).toEqual(
      [w.studentA.student.id, w.studentA2.student.id].sort(),
    );
    expect(await studentIds(staff)).toEqual(
      expect.arrayContaining([
        w.studentA.student.id,
        w.studentA2.student.id,
        w.studentB.student.id,
      ]),
    );
  });

  it('a receiver sees the students they pay for and their lessons; a student only their own', async () => {
    const receiver = customer({ receiverId: w.receiver.receiver.id });
    expect(await studentIds(receiver)).toEqual(
      [w.studentA.student.id, w.studentA2.student.id].sort(),
    );
    const student = customer({ studentId: w.studentB.student.id });
    expect(await studentIds(student)).toEqual([w.studentB.student.id]);
    const ofB = await activityIds(student);
    expect(ofB).toEqual([w.acts.otherTeachers.id]);
    const paidFor = await activityIds(receiver);
    expect(paidFor).not.toContain(w.acts.otherTeachers.id);
    expect(paidFor.length).toBeGreaterThanOrEqual(4);
    // A user in both groups sees the union.
    const both = customer({ studentId: w.studentB.student.id, receiverId: w.receiver.receiver.id });
    expect(await activityIds(both)).toEqual([...paidFor, ...ofB].sort());
  });

  it('removes summary_teacher for customers and our_comments for teachers, in one place', async () => {
    const student = customer({ studentId: w.studentA.student.id });
    const [lesson] = (await listActivities(t().db, student, page, t().clock.now())).results;
    expect(lesson).toBeDefined();
    expect(lesson).not.toHaveProperty('summary_teacher');
    expect(lesson).toHaveProperty('summary_student');
    const teacher: Viewer = { kind: 'teacher', userId: 0, teacherId: w.teacherA.teacher.id };
    expect(present(teacherPolicy, teacher, { id: 1, our_comments: 'intern' })).toEqual({ id: 1 });
    expect(present(activityPolicy, teacher, { id: 1, summary_teacher: 'x' })).toEqual({
      id: 1,
      summary_teacher: 'x',
    });
  });

  it('an offset past the end still reports the total, with no rows', async () => {
    const teacher: Viewer = { kind: 'teacher', userId: 0, teacherId: w.teacherA.teacher.id };
    const now = t().clock.now();
    const first = await listActivities(t().db, teacher, page, now);
    const past = await listActivities(t().db, teacher, { limit: 10, offset: 1000 }, now);
    expect(past).toEqual({ count: first.count, results: [] });
    expect(first.count).toBeGreaterThan(0);
    const students = await listStudents(t().db, teacher, { limit: 10, offset: 1000 }, now);
    expect(students).toEqual({ count: 2, results: [] });
  });
});
