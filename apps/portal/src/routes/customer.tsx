import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import type { Guard } from './guard';

// Students and invoice receivers share one lazy bundle (src/areas/customer); group pages are guarded
// by the same loader (domain canOpenPath checks the group).
const area = () => import('../areas/customer/index');

export function customerRoutes(guard: Guard): RouteObject[] {
  return [
    {
      path: 'customer',
      ...guard,
      lazy: async () => ({ Component: (await area()).CustomerLayout }),
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        {
          path: 'dashboard',
          lazy: async () => ({ Component: (await area()).CustomerDashboardScreen }),
        },
        {
          path: 'package-overview',
          lazy: async () => ({ Component: (await area()).PackageOverviewScreen }),
        },
        {
          path: 'student-overview',
          lazy: async () => ({ Component: (await area()).CustomerStudentsScreen }),
        },
        { path: 'contact', lazy: async () => ({ Component: (await area()).ContactScreen }) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
