import type { AppDeps } from '../deps';
import type { ApiApp } from '../http/env';
import { registerActivityRoutes } from './activities/index';
import { registerAuthRoutes } from './auth/index';
import { registerDevOutbox } from './dev/outbox';
import { registerEconomyRoutes } from './economy/index';
import { registerHealthRoute } from './health';
import { registerInvoiceReceiverRoutes } from './invoice-receivers/index';
import { registerInvoiceRoutes } from './invoices/index';
import { registerIssueRoutes } from './issues/index';
import { registerMetabaseRoutes } from './metabase/index';
import { registerPackageRoutes } from './packages/index';
import { registerReferenceRoutes } from './reference/index';
import { registerSalaryRoutes } from './salary/index';
import { registerStudentRoutes } from './students/index';
import { registerTeacherRoutes } from './teachers/index';
import { registerUserSearch } from './users/search';

/**
 * Every route of the API, one folder per resource as the contract is, one file per operation.
 * Who may call what is decided by the resource's access policy, not by the folder. Reference
 * routes come before activity/activity/{id}/ so 'locations' is not read as an id.
 */
export const registerRoutes = (app: ApiApp, deps: AppDeps) => {
  registerHealthRoute(app, deps);
  registerAuthRoutes(app, deps);
  registerDevOutbox(app, deps);
  registerReferenceRoutes(app, deps);
  registerSalaryRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerStudentRoutes(app, deps);
  registerInvoiceReceiverRoutes(app, deps);
  registerTeacherRoutes(app, deps);
  registerUserSearch(app, deps);
  registerIssueRoutes(app, deps);
  registerPackageRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerEconomyRoutes(app, deps);
  registerMetabaseRoutes(app, deps);
};
