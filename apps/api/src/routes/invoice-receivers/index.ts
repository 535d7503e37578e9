import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerInvoiceReceiverCreate } from './create';

/** user/invoice-receiver/… (seed 000 and 001 section 7). */
export const registerInvoiceReceiverRoutes = (app: ApiApp, deps: AppDeps) => {
  registerInvoiceReceiverCreate(app, deps);
};
