export { NewUserScreen as Component } from '@portal/ui/staff';
