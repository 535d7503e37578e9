// The teacher area's layout, loaded on the first visit to /teacher/*; each page is its own lazy
// bundle in ./pages (see src/routes/teacher.tsx).
import { AreaLayout, type NavItem } from '@portal/ui';

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
