// The customer area's layout (students and invoice receivers), loaded on the first visit; each
// page is its own lazy bundle in ./pages (see src/routes/customer.tsx).
import { CUSTOMER_CONTACT_ROUTE, CUSTOMER_STUDENT_OVERVIEW_ROUTE } from '@portal/domain/access';
import { AreaLayout, type NavItem } from '@portal/ui';

// Group pages are listed too; AreaLayout shows only those the user's groups open.
const CUSTOMER_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/customer/dashboard' },
  { label: 'Mine pakker', to: '/customer/package-overview' },
  { label: 'Mine elever', to: CUSTOMER_STUDENT_OVERVIEW_ROUTE },
  { label: 'Kontaktpersoner', to: CUSTOMER_CONTACT_ROUTE },
];

export function CustomerLayout() {
  return <AreaLayout navItems={CUSTOMER_NAV} />;
}
