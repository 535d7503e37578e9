// The customer area's layout (students and invoice receivers), loaded on the first visit; each
// page is its own lazy bundle in ./pages (see src/routes/customer.tsx).
import { AreaLayout, CUSTOMER_NAV } from '@portal/ui';

export function CustomerLayout() {
  return <AreaLayout navItems={CUSTOMER_NAV} />;
}
