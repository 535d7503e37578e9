export { ActivityFormScreen as Component } from '@portal/ui/teacher';
