import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerSalaryGenerateCsv } from './generate-csv';
import { registerSalaryList } from './list';
import { registerSalaryMarkActivitiesAsPaid } from './mark-activities-as-paid';
import { registerSalaryNextPayment } from './next-payment';
import { registerSalarySendSummaryReminder } from './reminder';
import { registerSalaryTotal } from './total';

/** salary/… (seed 000 and 001 section 7): the teacher's pay card and the staff's 'Betal Lønn'. */
export const registerSalaryRoutes = (app: ApiApp, deps: AppDeps) => {
  registerSalaryNextPayment(app, deps);
  registerSalaryList(app, deps);
  registerSalaryTotal(app, deps);
  registerSalaryGenerateCsv(app, deps);
  registerSalaryMarkActivitiesAsPaid(app, deps);
  registerSalarySendSummaryReminder(app, deps);
};
