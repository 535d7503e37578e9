import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentUser } from './current-user';
import type { Database } from '../db/client';
import { preparedShape } from '../db/prepared';
import { teacherStudents } from '../db/schema/index';
import { ApiError, messages, notFound } from '../http/errors';

/**
 * Who is asking, as the access policies (src/policies/) see it: a teacher (their teacher id),
 * staff (every record), or a customer (a student, an invoice receiver, or both: the profile ids
 * they have). Built from the signed-in user without another query.
 */
export type TeacherViewer = { kind: 'teacher'; userId: number; teacherId: number };
export type StaffViewer = { kind: 'staff'; userId: number };
export type CustomerViewer = {
  kind: 'customer';
  userId: number;
  studentId: number | null;
  receiverId: number | null;
  groups: string[];
};
export type Viewer = TeacherViewer | StaffViewer | CustomerViewer;

export const viewerOf = (user: CurrentUser): Viewer => {
  if (user.userType === 'teacher') {
    // A teacher login without a teacher profile cannot own anything.
    if (user.teacherId === null) throw new ApiError(403, messages.forbidden);
    return { kind: 'teacher', userId: user.id, teacherId: user.teacherId };
  }
  if (user.userType === 'employee') return { kind: 'staff', userId: user.id };
  return {
    kind: 'customer',
    userId: user.id,
    studentId: user.studentId,
    receiverId: user.receiverId,
    groups: user.groups,
  };
};

/** The viewer of a route open to teachers and staff only (the route's policy guard ran first). */
export const requireTeacherOrStaff = (viewer: Viewer): TeacherViewer | StaffViewer => {
  if (viewer.kind === 'customer') throw new ApiError(403, messages.forbidden);
  return viewer;
};

/** Ids among `studentIds` that are not the teacher's own students. */
export const foreignStudentIds = async (db: Database, teacherId: number, studentIds: number[]) => {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({ id: teacherStudents.studentId })
    .from(teacherStudents)
    .where(
      and(eq(teacherStudents.teacherId, teacherId), inArray(teacherStudents.studentId, studentIds)),
    );
  const own = new Set(rows.map((r) => r.id));
  return studentIds.filter((id) => !own.has(id));
};

/** 404 unless the viewer may see the student (staff: any; teacher: own). */
export const assertStudentVisible = async (
  db: Database,
  viewer: TeacherViewer | StaffViewer,
  studentId: number,
) => {
  if (viewer.kind === 'staff') return;
  // Every student page asks it: a statement planned once per connection.
  const own = await preparedShape(db, 'teacher_has_student', (name) =>
    db
      .select({ id: teacherStudents.studentId })
      .from(teacherStudents)
      .where(
        and(
          eq(teacherStudents.teacherId, sql.placeholder('teacher')),
          eq(teacherStudents.studentId, sql.placeholder('student')),
        ),
      )
      .prepare(name),
  ).execute({ teacher: viewer.teacherId, student: studentId });
  if (own.length === 0) throw notFound();
};
