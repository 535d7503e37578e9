import { and, eq, inArray } from 'drizzle-orm';
import type { CurrentUser } from './current-user';
import type { Database } from '../db/client';
import { teacherStudents, teachers } from '../db/schema/index';
import { ApiError, messages } from '../http/errors';

/**
 * Who is asking, as the teacher-area services see it: a teacher (their teacher id) or staff
 * (every record). Route middleware has already refused the other user types with 403.
 */
export type Viewer =
  { kind: 'teacher'; userId: number; teacherId: number } | { kind: 'staff'; userId: number };

// A user's teacher id never changes (identity ids are not reused): remembered per database so the
// hot list reads save a query.
const teacherIds = new WeakMap<Database, Map<number, number>>();

const teacherIdOf = async (db: Database, userId: number): Promise<number | null> => {
  let known = teacherIds.get(db);
  if (!known) teacherIds.set(db, (known = new Map()));
  const cached = known.get(userId);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, userId));
  if (row) known.set(userId, row.id);
  return row?.id ?? null;
};

export const viewerOf = async (db: Database, user: CurrentUser): Promise<Viewer> => {
  if (user.userType === 'teacher') {
    const teacherId = await teacherIdOf(db, user.id);
    // A teacher login without a teacher profile cannot own anything.
    if (teacherId === null) throw new ApiError(403, messages.forbidden);
    return { kind: 'teacher', userId: user.id, teacherId };
  }
  if (user.userType === 'employee') return { kind: 'staff', userId: user.id };
  throw new ApiError(403, messages.forbidden);
};

/** The viewer must be a teacher (writes of the teacher's own records). */
export const requireTeacherViewer = (viewer: Viewer) => {
  if (viewer.kind !== 'teacher') throw new ApiError(403, messages.forbidden);
  return viewer;
};

export const notFound = () => new ApiError(404, messages.notFound);

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
export const assertStudentVisible = async (db: Database, viewer: Viewer, studentId: number) => {
  if (viewer.kind === 'staff') return;
  if ((await foreignStudentIds(db, viewer.teacherId, [studentId])).length) throw notFound();
};
