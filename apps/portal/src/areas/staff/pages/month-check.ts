export { MonthCheckScreen as Component } from '@portal/ui/staff';
