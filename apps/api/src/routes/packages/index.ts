import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerPackageList } from './list';

/** package/package/… (seed 001 section 7). */
export const registerPackageRoutes = (app: ApiApp, deps: AppDeps) => {
  registerPackageList(app, deps);
};
