export { StudentOverviewScreen as Component } from '@portal/ui/staff';
