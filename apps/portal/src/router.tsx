import type { SessionStore } from '@portal/api-client';
import {
  CONFIRM_RESET_PASSWORD_ROUTE,
  LOGIN_ROUTE,
  RESET_PASSWORD_ROUTE,
} from '@portal/domain/access';
import { createGuardLoader, LoadingState, RouteErrorPage } from '@portal/ui';
import { ConfirmResetPasswordScreen, LoginScreen, ResetPasswordScreen } from '@portal/ui/public';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router-dom';
import { customerRoutes } from './routes/customer';
import { staffRoutes } from './routes/staff';
import { teacherRoutes } from './routes/teacher';
import type { Guard } from './routes/guard';

/**
 * The route table: public pages in the entry bundle; every area a lazy bundle behind the guard
 * loader (session, user type, customer group), which runs again on every navigation.
 */
export function createPortalRouter(store: SessionStore) {
  const guard: Guard = { loader: createGuardLoader(store), shouldRevalidate: () => true };
  return createBrowserRouter([
    {
      // A new page opens at its top; back and forward return to where that page was scrolled.
      // (The window scrolls, not the shell, so without this a page opened from a scrolled list
      // kept the list's scroll position.)
      element: (
        <>
          <Outlet />
          <ScrollRestoration />
        </>
      ),
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        { path: LOGIN_ROUTE, element: <LoginScreen /> },
        { path: RESET_PASSWORD_ROUTE, element: <ResetPasswordScreen /> },
        { path: CONFIRM_RESET_PASSWORD_ROUTE, element: <ConfirmResetPasswordScreen /> },
        // The root: the guard sends a session home and everyone else to /login.
        { index: true, ...guard, element: null },
        ...teacherRoutes(guard),
        ...staffRoutes(guard),
        ...customerRoutes(guard),
        // Unknown paths go to the root.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
