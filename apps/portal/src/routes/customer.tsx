import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { areaPages } from './area-pages';
import type { Guard } from './guard';

// Students and invoice receivers share one layout bundle (src/areas/customer) and one lazy bundle
// per page (src/areas/customer/pages); group pages are guarded by the same loader (domain
// canOpenPath checks the group).
const layout = async () => ({
  Component: (await import('../areas/customer/index')).CustomerLayout,
});

export function customerRoutes(guard: Guard): RouteObject[] {
  return [
    {
      path: 'customer',
      ...guard,
      lazy: layout,
      children: areaPages([
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: () => import('../areas/customer/pages/dashboard') },
        {
          path: 'package-overview',
          lazy: () => import('../areas/customer/pages/package-overview'),
        },
        {
          path: 'student-overview',
          lazy: () => import('../areas/customer/pages/student-overview'),
        },
        { path: 'contact', lazy: () => import('../areas/customer/pages/contact') },
        { path: '*', element: <Navigate to="/" replace /> },
      ]),
    },
  ];
}
