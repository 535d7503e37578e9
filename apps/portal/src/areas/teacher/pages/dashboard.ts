export { TeacherDashboardScreen as Component } from '@portal/ui/teacher';
