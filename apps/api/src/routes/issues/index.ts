import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerIssueList } from './list';
import { registerIssueCreate } from './create';
import { registerIssueUpdate } from './update';
import { registerIssueDelete } from './delete';

/** issues/… (seed 001 section 7): the staff's kanban board. */
export const registerIssueRoutes = (app: ApiApp, deps: AppDeps) => {
  registerIssueList(app, deps);
  registerIssueCreate(app, deps);
  registerIssueUpdate(app, deps);
  registerIssueDelete(app, deps);
};
