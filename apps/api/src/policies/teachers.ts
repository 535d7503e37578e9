import { eq } from 'drizzle-orm';
import { teachers } from '../db/schema/index';
import { definePolicy } from './policy';

/**
 * user/teacher/…: a teacher sees and edits their own profile and never `our_comments` (staff's
 * notes about them); staff see and edit every teacher.
 */
export const teacherPolicy = definePolicy({
  resource: 'teachers',
  operations: {
    self: ['teacher'],
    patch: ['teacher', 'employee'],
    file: ['teacher', 'employee'],
    // The staff's 'Læreroversikt', teacher picker and 'Ny lærer' (issue 10).
    list: ['employee'],
    listPlain: ['employee'],
    create: ['employee'],
  },
  visible: (viewer) => {
    if (viewer.kind === 'staff') return undefined;
    if (viewer.kind === 'teacher') return eq(teachers.id, viewer.teacherId);
    return eq(teachers.id, -1);
  },
  hiddenFields: (viewer) => (viewer.kind === 'staff' ? [] : ['our_comments']),
});
