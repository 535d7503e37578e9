import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerActivityCategories } from './activity-categories';
import { registerCities } from './cities';
import { registerDocumentTree } from './document-tree';
import { registerEducationStages } from './education-stages';
import { registerFieldsOfStudy } from './fields-of-study';
import { registerLocations } from './locations';
import { registerSchools } from './schools';
import { registerSubjects } from './subjects';
import { registerTeacherFaqTree } from './teacher-faq-tree';
import { registerEmployeeFaqTree } from './employee-faq-tree';

/** Reference lists, the teacher's document/FAQ trees and the employee FAQ (seed 000 and 001 §7). */
export const registerReferenceRoutes = (app: ApiApp, deps: AppDeps) => {
  registerActivityCategories(app, deps);
  // Before activity/activity/{id}/ so 'locations' is not read as an id.
  registerLocations(app, deps);
  registerSubjects(app, deps);
  registerEducationStages(app, deps);
  registerCities(app, deps);
  registerSchools(app, deps);
  registerFieldsOfStudy(app, deps);
  registerDocumentTree(app, deps);
  registerTeacherFaqTree(app, deps);
  registerEmployeeFaqTree(app, deps);
};
