export { CustomerStudentsScreen as Component } from '@portal/ui/customer';
