export { StudentsScreen as Component } from '@portal/ui/teacher';
