import { CUSTOMER_CONTACT_ROUTE, CUSTOMER_STUDENT_OVERVIEW_ROUTE } from '@portal/domain/access';
import {
  LuBanknote,
  LuBookOpen,
  LuCalendarCheck,
  LuCalendarPlus,
  LuCircleHelp,
  LuContactRound,
  LuFileText,
  LuGraduationCap,
  LuHouse,
  LuKeyRound,
  LuPackage,
  LuPackagePlus,
  LuSquareKanban,
  LuUser,
  LuUserPlus,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import type { NavItem } from '../layout/nav-item';

// The sidebars of the three areas (seed 000 §2, seed 001), each entry with its icon: the portal's
// area layouts and the stories show these same lists.

export const TEACHER_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/teacher/dashboard', icon: LuHouse },
  { label: 'Ny aktivitet', to: '/teacher/activity', icon: LuCalendarPlus, end: true },
  { label: 'Mine elever', to: '/teacher/students', icon: LuUsers },
  { label: 'Ny elev', to: '/teacher/new-student', icon: LuUserPlus },
  { label: 'Ressurser', to: '/teacher/resources', icon: LuBookOpen },
  { label: 'Profil', to: '/teacher/profile', icon: LuUser },
];

export const STAFF_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/employee/dashboard', icon: LuHouse },
  { label: 'Læreroversikt', to: '/sales/teacher-overview', icon: LuGraduationCap },
  { label: 'Studentoversikt', to: '/sales/student-overview', icon: LuUsers },
  { label: 'Fakturamottakere', to: '/sales/invoice-receiver-overview', icon: LuWallet },
  { label: 'Pakkeoversikt', to: '/sales/package-overview', icon: LuPackage },
  { label: 'Ny Pakke på Elev', to: '/sales/new-package', icon: LuPackagePlus },
  { label: 'Ny bruker', to: '/employee/new-user', icon: LuUserPlus },
  { label: 'Issues', to: '/employee/issues', icon: LuSquareKanban },
  { label: 'Passord-tokens', to: '/employee/password-tokens', icon: LuKeyRound },
  { label: 'Fakturaoversikt', to: '/economy/invoice/overview', icon: LuFileText },
  { label: 'Betal Lønn', to: '/economy/salary-overview', icon: LuBanknote },
  { label: 'Månedskontroll', to: '/economy/month-check', icon: LuCalendarCheck },
  { label: 'FAQ', to: '/employee/faq', icon: LuCircleHelp },
];

/** Group pages are listed too; AreaLayout shows only those the user's groups open. */
export const CUSTOMER_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/customer/dashboard', icon: LuHouse },
  { label: 'Mine pakker', to: '/customer/package-overview', icon: LuPackage },
  { label: 'Mine elever', to: CUSTOMER_STUDENT_OVERVIEW_ROUTE, icon: LuUsers },
  { label: 'Kontaktpersoner', to: CUSTOMER_CONTACT_ROUTE, icon: LuContactRound },
];
