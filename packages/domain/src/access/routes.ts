import type { UserType } from './userType';

/** Public pages, open to everyone (seed 000 §2). */
export const LOGIN_ROUTE = '/login';
export const RESET_PASSWORD_ROUTE = '/reset-password';
export const CONFIRM_RESET_PASSWORD_ROUTE = '/confirm-reset-password';
export const PUBLIC_ROUTES = [
  LOGIN_ROUTE,
  RESET_PASSWORD_ROUTE,
  CONFIRM_RESET_PASSWORD_ROUTE,
] as const;

/** Where a teacher whose login result says needs_update is sent (seed 000 §2). */
export const UPDATE_PROFILE_ROUTE = '/teacher/update-profile';

/** Each user type's home (seed 000 §2 "Where a user lands after login", seed 001 §2). */
export const HOME_ROUTES: Readonly<Record<UserType, string>> = {
  teacher: '/teacher/dashboard',
  employee: '/employee/dashboard',
  student: '/customer/dashboard',
  invoice_receiver: '/customer/dashboard',
};

/** Route prefixes (areas) each user type may open. Staff hold the employee, sales and economy areas. */
export const AREA_PREFIXES: Readonly<Record<UserType, readonly string[]>> = {
  teacher: ['/teacher'],
  employee: ['/employee', '/sales', '/economy'],
  student: ['/customer'],
  invoice_receiver: ['/customer'],
};

/**
 * Customer pages shown only to users in one group (seed 001 §2 leaves the group names open; the
 * portal names the groups after the customer types: payers see their students, students see their
 * contact people).
 */
export const CUSTOMER_STUDENT_OVERVIEW_ROUTE = '/customer/student-overview';
export const CUSTOMER_CONTACT_ROUTE = '/customer/contact';
export const CUSTOMER_GROUP_PAGES: ReadonlyArray<{ path: string; group: string }> = [
  { path: CUSTOMER_STUDENT_OVERVIEW_ROUTE, group: 'invoice_receiver' },
  { path: CUSTOMER_CONTACT_ROUTE, group: 'student' },
];
