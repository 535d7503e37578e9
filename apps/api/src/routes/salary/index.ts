import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerSalaryNextPayment } from './next-payment';

/** salary/… (seed 000 and 001 section 7). */
export const registerSalaryRoutes = (app: ApiApp, deps: AppDeps) => {
  registerSalaryNextPayment(app, deps);
};
