export { NewPackageScreen as Component } from '@portal/ui/staff';
