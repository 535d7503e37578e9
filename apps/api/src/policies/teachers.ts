import { teachers } from '../db/schema/index';
import { definePolicy, teacherOwnRows } from './policy';

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
  visible: teacherOwnRows(teachers.id, teachers.id),
  hiddenFields: (viewer) => (viewer.kind === 'staff' ? [] : ['our_comments']),
});
