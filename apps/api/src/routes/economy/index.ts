import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerEconomyMonthCheck } from './month-check';

/** economy/…: the economy area's own reads beyond the seed (issue 14). */
export const registerEconomyRoutes = (app: ApiApp, deps: AppDeps) => {
  registerEconomyMonthCheck(app, deps);
};
