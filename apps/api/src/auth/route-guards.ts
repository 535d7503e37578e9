import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { requireTeacherOrStaff, viewerOf, type StaffViewer, type TeacherViewer } from './viewer';
import { ApiError, messages } from '../http/errors';

/** The viewer of the signed-in user (the route's policy guard has already run). */
export const viewer = (c: Context<AppEnv>) => viewerOf(c.get('user'));

/** The viewer of a route open to teachers and staff only. */
export const staffOrTeacherViewer = (c: Context<AppEnv>) => requireTeacherOrStaff(viewer(c));

/** The viewer of a route for a teacher's own records. */
export const teacherViewer = (c: Context<AppEnv>): TeacherViewer => {
  const v = viewer(c);
  if (v.kind !== 'teacher') throw new ApiError(403, messages.forbidden);
  return v;
};

/** The viewer of a staff-only route. */
export const staffViewer = (c: Context<AppEnv>): StaffViewer => {
  const v = viewer(c);
  if (v.kind !== 'staff') throw new ApiError(403, messages.forbidden);
  return v;
};
