// @portal/ui/customer: The customer area's screens (seed 001): one lazy bundle in the portal.
export { CustomerDashboardScreen } from './dashboard/CustomerDashboardScreen';
export { PackageOverviewScreen } from './packages/PackageOverviewScreen';
export { CustomerStudentsScreen } from './students/CustomerStudentsScreen';
export { ContactScreen } from './contact/ContactScreen';
