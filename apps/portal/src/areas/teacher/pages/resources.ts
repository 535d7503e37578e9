export { ResourcesScreen as Component } from '@portal/ui/teacher';
