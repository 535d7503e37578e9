import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerTeacherSelf } from './self';
import { registerTeacherPatch } from './patch';
import { registerTeacherFile } from './file';
import { registerTeacherList } from './list';
import { registerTeacherListPlain } from './list-plain';
import { registerTeacherCreate } from './create';

/** user/teacher/… (seed 000 and 001 section 7). */
export const registerTeacherRoutes = (app: ApiApp, deps: AppDeps) => {
  registerTeacherSelf(app, deps);
  // Staff (issue 10); list-plain before {id} routes.
  registerTeacherList(app, deps);
  registerTeacherListPlain(app, deps);
  registerTeacherCreate(app, deps);
  registerTeacherPatch(app, deps);
  registerTeacherFile(app, deps);
};
