import {
  AREA_PREFIXES,
  CUSTOMER_GROUP_PAGES,
  HOME_ROUTES,
  LOGIN_ROUTE,
  PUBLIC_ROUTES,
  UPDATE_PROFILE_ROUTE,
} from './routes';
import { isUserType } from './userType';

/** What the guards know about the signed-in user: the type and, for customers, the groups. */
export interface Viewer {
  type: string;
  groups?: readonly string[];
}

/** The outcome of opening a path: allowed, quietly redirected (to /login or home), or refused and sent home. */
export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'unauthorized'; to: string };

/** '/teacher/x/' -> '/teacher/x'; the root stays '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `pathname` is `prefix` itself or lies below it ('/teacher' covers '/teacher/x', not '/teachers'). */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = normalizePath(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The user type's home; an unknown type goes to /login (seed 000 §2). */
export function homeRouteFor(type: string | null | undefined): string {
  return isUserType(type) ? HOME_ROUTES[type] : LOGIN_ROUTE;
}

/** Where a fresh login lands: a teacher whose profile needs an update goes to update-profile, others home. */
export function landingRouteAfterLogin(result: {
  type: string;
  needs_update?: boolean | null;
}): string {
  if (result.needs_update === true && result.type === 'teacher') return UPDATE_PROFILE_ROUTE;
  return homeRouteFor(result.type);
}

/** True for /login, /reset-password and /confirm-reset-password (with or without a trailing slash). */
export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (PUBLIC_ROUTES as readonly string[]).includes(path);
}

/** The group-restricted customer pages a viewer in these groups may open. */
export function customerGroupPagesFor(groups: readonly string[] | undefined): string[] {
  const held = new Set(groups ?? []);
  return CUSTOMER_GROUP_PAGES.filter((page) => held.has(page.group)).map((page) => page.path);
}

/** Whether a viewer may open a (non-public) path: it must lie in one of the type's areas, and group pages need the group. */
export function canOpenPath(viewer: Viewer, pathname: string): boolean {
  if (!isUserType(viewer.type)) return false;
  const inArea = AREA_PREFIXES[viewer.type].some((prefix) => isUnderPath(pathname, prefix));
  if (!inArea) return false;
  const groupPage = CUSTOMER_GROUP_PAGES.find((page) => isUnderPath(pathname, page.path));
  return groupPage === undefined || (viewer.groups ?? []).includes(groupPage.group);
}

/**
 * The guard of every non-public path: no viewer -> /login; the root -> the viewer's home; a page the
 * viewer may not open -> home with the 'Uatorisert' toast (the caller shows it).
 */
export function accessDecision(viewer: Viewer | null, pathname: string): AccessDecision {
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (viewer === null || !isUserType(viewer.type)) return { kind: 'redirect', to: LOGIN_ROUTE };
  const home = homeRouteFor(viewer.type);
  if (normalizePath(pathname) === '/') return { kind: 'redirect', to: home };
  return canOpenPath(viewer, pathname) ? { kind: 'allow' } : { kind: 'unauthorized', to: home };
}
