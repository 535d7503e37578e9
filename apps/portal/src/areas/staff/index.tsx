// The staff area's layout (/employee, /sales, /economy), loaded on the first visit; each page is
// its own lazy bundle in ./pages (see src/routes/staff.tsx).
import { AreaLayout, type NavItem } from '@portal/ui';

const STAFF_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/employee/dashboard' },
  { label: 'Læreroversikt', to: '/sales/teacher-overview' },
  { label: 'Studentoversikt', to: '/sales/student-overview' },
  { label: 'Fakturamottakere', to: '/sales/invoice-receiver-overview' },
  { label: 'Pakkeoversikt', to: '/sales/package-overview' },
  { label: 'Ny Pakke på Elev', to: '/sales/new-package' },
  { label: 'Ny bruker', to: '/employee/new-user' },
  { label: 'Issues', to: '/employee/issues' },
  { label: 'Passord-tokens', to: '/employee/password-tokens' },
  { label: 'Fakturaoversikt', to: '/economy/invoice/overview' },
  { label: 'Betal Lønn', to: '/economy/salary-overview' },
  { label: 'Månedskontroll', to: '/economy/month-check' },
  { label: 'FAQ', to: '/employee/faq' },
];

export function StaffLayout() {
  return <AreaLayout navItems={STAFF_NAV} />;
}
