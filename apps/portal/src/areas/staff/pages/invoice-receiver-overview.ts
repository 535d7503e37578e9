export { InvoiceReceiverOverviewScreen as Component } from '@portal/ui/staff';
