import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerPaymentMarkInvoices } from './mark-invoices';
import { registerPaymentPackageInvoices } from './package-invoices';
import { registerPaymentTravelInvoices } from './travel-invoices';

/** payment/… (seed 001 section 7): the invoice overview 'Fakturaoversikt'. */
export const registerInvoiceRoutes = (app: ApiApp, deps: AppDeps) => {
  registerPaymentPackageInvoices(app, deps);
  registerPaymentTravelInvoices(app, deps);
  registerPaymentMarkInvoices(app, deps);
};
