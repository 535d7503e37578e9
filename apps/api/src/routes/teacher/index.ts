import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerReferenceRoutes } from '../reference/index';
import { registerActivityCreate } from './activity-create';
import { registerActivityDelete } from './activity-delete';
import { registerActivityGet } from './activity-get';
import { registerActivityList } from './activity-list';
import { registerActivityNext } from './activity-next';
import { registerActivityOverdue } from './activity-overdue';
import { registerActivityStudentOverview } from './activity-student-overview';
import { registerActivityUpdate } from './activity-update';
import { registerInvoiceReceiverCreate } from './invoice-receiver-create';
import { registerSalaryNextPayment } from './salary-next-payment';
import { registerStudentAddSubjects } from './student-add-subjects';
import { registerStudentCreate } from './student-create';
import { registerStudentGet } from './student-get';
import { registerStudentList } from './student-list';
import { registerTeacherFile } from './teacher-file';
import { registerTeacherPatch } from './teacher-patch';
import { registerTeacherSelf } from './teacher-self';

/**
 * The teacher area (seed 000 section 7) and the reference data it reads. Fixed paths are
 * registered before their `{id}` siblings (activity/activity/next/ before activity/activity/{id}/).
 */
export const registerTeacherRoutes = (app: ApiApp, deps: AppDeps) => {
  registerReferenceRoutes(app, deps);
  registerSalaryNextPayment(app, deps);
  registerActivityNext(app, deps);
  registerActivityOverdue(app, deps);
  registerActivityStudentOverview(app, deps);
  registerActivityList(app, deps);
  registerActivityCreate(app, deps);
  registerActivityGet(app, deps);
  registerActivityUpdate(app, deps);
  registerActivityDelete(app, deps);
  registerStudentList(app, deps);
  registerStudentCreate(app, deps);
  registerStudentGet(app, deps);
  registerStudentAddSubjects(app, deps);
  registerInvoiceReceiverCreate(app, deps);
  registerTeacherSelf(app, deps);
  registerTeacherPatch(app, deps);
  registerTeacherFile(app, deps);
};
