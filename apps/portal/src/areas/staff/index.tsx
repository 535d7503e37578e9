// The staff area's lazy bundle (/employee, /sales, /economy): its layout and pages.
import { AreaLayout, type NavItem } from '@portal/ui';
import {
  EmployeeFaqScreen,
  InvoiceOverviewScreen,
  InvoiceReceiverOverviewScreen,
  IssuesScreen,
  LessonRecordScreen,
  MonthCheckScreen,
  NewPackageScreen,
  NewUserScreen,
  PackageOverviewStaffScreen,
  PasswordTokensScreen,
  SalaryOverviewScreen,
  StaffDashboardScreen,
  StudentOverviewScreen,
  TeacherOverviewScreen,
} from '@portal/ui/staff';

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

export {
  EmployeeFaqScreen,
  InvoiceOverviewScreen,
  InvoiceReceiverOverviewScreen,
  IssuesScreen,
  LessonRecordScreen,
  MonthCheckScreen,
  NewPackageScreen,
  NewUserScreen,
  PackageOverviewStaffScreen,
  PasswordTokensScreen,
  SalaryOverviewScreen,
  StaffDashboardScreen,
  StudentOverviewScreen,
  TeacherOverviewScreen,
};
