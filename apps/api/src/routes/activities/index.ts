import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerActivityNext } from './next';
import { registerActivityOverdue } from './overdue';
import { registerActivityStudentOverview } from './student-overview';
import { registerActivityList } from './list';
import { registerActivityCreate } from './create';
import { registerActivityGet } from './get';
import { registerActivityUpdate } from './update';
import { registerActivityDelete } from './delete';

/** activity/activity/… (seed 000 and 001 section 7). Fixed paths before activity/activity/{id}/. */
export const registerActivityRoutes = (app: ApiApp, deps: AppDeps) => {
  registerActivityNext(app, deps);
  registerActivityOverdue(app, deps);
  registerActivityStudentOverview(app, deps);
  registerActivityList(app, deps);
  registerActivityCreate(app, deps);
  registerActivityGet(app, deps);
  registerActivityUpdate(app, deps);
  registerActivityDelete(app, deps);
};
