export { SalaryOverviewScreen as Component } from '@portal/ui/staff';
