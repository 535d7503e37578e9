// @portal/domain/access: its rules, exported by name.
export { USER_TYPES, isUserType } from './userType';
export type { UserType } from './userType';
export {
  LOGIN_ROUTE,
  RESET_PASSWORD_ROUTE,
  CONFIRM_RESET_PASSWORD_ROUTE,
  PUBLIC_ROUTES,
  UPDATE_PROFILE_ROUTE,
  HOME_ROUTES,
  AREA_PREFIXES,
  CUSTOMER_STUDENT_OVERVIEW_ROUTE,
  CUSTOMER_CONTACT_ROUTE,
  CUSTOMER_GROUP_PAGES,
} from './routes';
export {
  normalizePath,
  isUnderPath,
  homeRouteFor,
  landingRouteAfterLogin,
  isPublicPath,
  customerGroupPagesFor,
  canOpenPath,
  accessDecision,
} from './guard';
export type { Viewer, AccessDecision } from './guard';
export { viewerFromSession } from './viewer';
export { passwordResetLink } from './passwordResetLink';
