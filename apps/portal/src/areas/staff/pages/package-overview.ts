export { PackageOverviewStaffScreen as Component } from '@portal/ui/staff';
