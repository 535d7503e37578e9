export { EmployeeFaqScreen as Component } from '@portal/ui/staff';
