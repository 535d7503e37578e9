export { PackageOverviewScreen as Component } from '@portal/ui/customer';
