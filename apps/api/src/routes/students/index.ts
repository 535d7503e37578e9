import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerStudentList } from './list';
import { registerStudentCreate } from './create';
import { registerStudentGet } from './get';
import { registerStudentContactPeople } from './contact-people';
import { registerStudentAddSubjects } from './add-subjects';

/** user/student/… (seed 000 and 001 section 7). */
export const registerStudentRoutes = (app: ApiApp, deps: AppDeps) => {
  registerStudentList(app, deps);
  registerStudentCreate(app, deps);
  // Before user/student/{id}/ so 'contact-people' is not read as an id.
  registerStudentContactPeople(app, deps);
  registerStudentGet(app, deps);
  registerStudentAddSubjects(app, deps);
};
