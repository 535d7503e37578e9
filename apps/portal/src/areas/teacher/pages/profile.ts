export { ProfileScreen as Component } from '@portal/ui/teacher';
