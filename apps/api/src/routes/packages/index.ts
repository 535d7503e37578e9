import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerPackageList } from './list';
import { registerPackageCreate } from './create';
import { registerPackageUpdate } from './update';
import { registerPackageDelete } from './delete';
import { registerPackageTypeList } from './types';
import { registerOrderConfirmationRoutes } from './order-confirmations';

/** package/package/…, package/package-type/, package/order-confirmation/… (seed 001 section 7). */
export const registerPackageRoutes = (app: ApiApp, deps: AppDeps) => {
  registerPackageTypeList(app, deps);
  registerPackageList(app, deps);
  registerPackageCreate(app, deps);
  registerPackageUpdate(app, deps);
  registerPackageDelete(app, deps);
  registerOrderConfirmationRoutes(app, deps);
};
