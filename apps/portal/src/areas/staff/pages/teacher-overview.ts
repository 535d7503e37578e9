export { TeacherOverviewScreen as Component } from '@portal/ui/staff';
