import type { Context } from 'hono';
import { requireUserType } from './middleware';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requireTeacherViewer, viewerOf } from './viewer';

/** Teacher-only routes: every other user type gets 403. */
export const teacherOnly = [requireUserType('teacher')];
/** Routes staff may use too (they see every record). */
export const teacherOrStaff = [requireUserType('teacher', 'employee')];

export const viewer = (c: Context<AppEnv>, deps: AppDeps) => viewerOf(deps.db, c.get('user'));
export const teacherViewer = async (c: Context<AppEnv>, deps: AppDeps) =>
  requireTeacherViewer(await viewer(c, deps));
