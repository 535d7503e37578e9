// The teacher area's layout, loaded on the first visit to /teacher/*; each page is its own lazy
// bundle in ./pages (see src/routes/teacher.tsx).
import { AreaLayout, TEACHER_NAV } from '@portal/ui';

export function TeacherLayout() {
  return <AreaLayout navItems={TEACHER_NAV} />;
}
