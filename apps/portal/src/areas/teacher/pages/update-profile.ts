export { UpdateProfileScreen as Component } from '@portal/ui/teacher';
