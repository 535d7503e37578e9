export { StaffDashboardScreen as Component } from '@portal/ui/staff';
