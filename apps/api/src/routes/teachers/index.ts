import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerTeacherSelf } from './self';
import { registerTeacherPatch } from './patch';
import { registerTeacherFile } from './file';

/** user/teacher/… (seed 000 and 001 section 7). */
export const registerTeacherRoutes = (app: ApiApp, deps: AppDeps) => {
  registerTeacherSelf(app, deps);
  registerTeacherPatch(app, deps);
  registerTeacherFile(app, deps);
};
