import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerInvoiceReceiverCreate } from './create';
import { registerInvoiceReceiverList } from './list';
import { registerInvoiceReceiverListPlain } from './list-plain';
import { registerInvoiceReceiverUpdate } from './update';

/** user/invoice-receiver/… (seed 000 and 001 section 7). */
export const registerInvoiceReceiverRoutes = (app: ApiApp, deps: AppDeps) => {
  registerInvoiceReceiverCreate(app, deps);
  registerInvoiceReceiverList(app, deps);
  registerInvoiceReceiverListPlain(app, deps);
  registerInvoiceReceiverUpdate(app, deps);
};
