export { InvoiceOverviewScreen as Component } from '@portal/ui/staff';
