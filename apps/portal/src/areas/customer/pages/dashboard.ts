export { CustomerDashboardScreen as Component } from '@portal/ui/customer';
