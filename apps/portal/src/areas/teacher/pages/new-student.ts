export { NewStudentScreen as Component } from '@portal/ui/teacher';
