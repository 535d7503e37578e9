// The staff area's layout (/employee, /sales, /economy), loaded on the first visit; each page is
// its own lazy bundle in ./pages (see src/routes/staff.tsx).
import { AreaLayout, STAFF_NAV } from '@portal/ui';

export function StaffLayout() {
  return <AreaLayout navItems={STAFF_NAV} />;
}
