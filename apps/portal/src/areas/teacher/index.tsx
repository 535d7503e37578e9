// The teacher area's lazy bundle: its layout and pages. Loaded on the first visit to /teacher/*.
import { AreaLayout, type NavItem } from '@portal/ui';
import {
  ActivityFormScreen,
  NewStudentScreen,
  ProfileScreen,
  ResourcesScreen,
  StudentsScreen,
  TeacherDashboardScreen,
  UpdateProfileScreen,
} from '@portal/ui/teacher';

const TEACHER_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/teacher/dashboard' },
  { label: 'Ny aktivitet', to: '/teacher/activity', end: true },
  { label: 'Mine elever', to: '/teacher/students' },
  { label: 'Ny elev', to: '/teacher/new-student' },
  { label: 'Ressurser', to: '/teacher/resources' },
  { label: 'Profil', to: '/teacher/profile' },
];

export function TeacherLayout() {
  return <AreaLayout navItems={TEACHER_NAV} />;
}

export {
  ActivityFormScreen,
  NewStudentScreen,
  ProfileScreen,
  ResourcesScreen,
  StudentsScreen,
  TeacherDashboardScreen,
  UpdateProfileScreen,
};
