import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { areaPages } from './area-pages';
import type { Guard } from './guard';

// The employee, sales and economy areas share one layout bundle (src/areas/staff); each page is
// its own lazy bundle (src/areas/staff/pages), so the first page does not wait for the others.
const layout = async () => ({ Component: (await import('../areas/staff/index')).StaffLayout });
const toRoot = { path: '*', element: <Navigate to="/" replace /> };

export function staffRoutes(guard: Guard): RouteObject[] {
  return [
    {
      path: 'employee',
      ...guard,
      lazy: layout,
      children: areaPages([
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: () => import('../areas/staff/pages/dashboard') },
        { path: 'issues', lazy: () => import('../areas/staff/pages/issues') },
        { path: 'password-tokens', lazy: () => import('../areas/staff/pages/password-tokens') },
        { path: 'faq', lazy: () => import('../areas/staff/pages/faq') },
        { path: 'new-user', lazy: () => import('../areas/staff/pages/new-user') },
        toRoot,
      ]),
    },
    {
      path: 'sales',
      ...guard,
      lazy: layout,
      children: areaPages([
        { path: 'package-overview', lazy: () => import('../areas/staff/pages/package-overview') },
        { path: 'new-package', lazy: () => import('../areas/staff/pages/new-package') },
        { path: 'teacher-overview', lazy: () => import('../areas/staff/pages/teacher-overview') },
        { path: 'student-overview', lazy: () => import('../areas/staff/pages/student-overview') },
        {
          path: 'invoice-receiver-overview',
          lazy: () => import('../areas/staff/pages/invoice-receiver-overview'),
        },
        toRoot,
      ]),
    },
    {
      path: 'economy',
      ...guard,
      lazy: layout,
      children: areaPages([
        { path: 'invoice/overview', lazy: () => import('../areas/staff/pages/invoice-overview') },
        { path: 'salary-overview', lazy: () => import('../areas/staff/pages/salary-overview') },
        // Beyond the seed (issue 14): the month check and the lessons it links to.
        { path: 'month-check', lazy: () => import('../areas/staff/pages/month-check') },
        { path: 'lesson/:id', lazy: () => import('../areas/staff/pages/lesson') },
        toRoot,
      ]),
    },
  ];
}
