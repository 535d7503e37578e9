import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import type { Guard } from './guard';

// The employee, sales and economy areas share one lazy bundle (src/areas/staff) and one layout.
const area = () => import('../areas/staff/index');
const layout = async () => ({ Component: (await area()).StaffLayout });
const toRoot = { path: '*', element: <Navigate to="/" replace /> };

export function staffRoutes(guard: Guard): RouteObject[] {
  return [
    {
      path: 'employee',
      ...guard,
      lazy: layout,
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        {
          path: 'dashboard',
          lazy: async () => ({ Component: (await area()).StaffDashboardScreen }),
        },
        { path: 'issues', lazy: async () => ({ Component: (await area()).IssuesScreen }) },
        {
          path: 'password-tokens',
          lazy: async () => ({ Component: (await area()).PasswordTokensScreen }),
        },
        { path: 'faq', lazy: async () => ({ Component: (await area()).EmployeeFaqScreen }) },
        { path: 'new-user', lazy: async () => ({ Component: (await area()).NewUserScreen }) },
        toRoot,
      ],
    },
    {
      path: 'sales',
      ...guard,
      lazy: layout,
      children: [
        {
          path: 'package-overview',
          lazy: async () => ({ Component: (await area()).PackageOverviewStaffScreen }),
        },
        { path: 'new-package', lazy: async () => ({ Component: (await area()).NewPackageScreen }) },
        {
          path: 'teacher-overview',
          lazy: async () => ({ Component: (await area()).TeacherOverviewScreen }),
        },
        {
          path: 'student-overview',
          lazy: async () => ({ Component: (await area()).StudentOverviewScreen }),
        },
        {
          path: 'invoice-receiver-overview',
          lazy: async () => ({ Component: (await area()).InvoiceReceiverOverviewScreen }),
        },
        toRoot,
      ],
    },
    {
      path: 'economy',
      ...guard,
      lazy: layout,
      children: [
        {
          path: 'invoice/overview',
          lazy: async () => ({ Component: (await area()).InvoiceOverviewScreen }),
        },
        {
          path: 'salary-overview',
          lazy: async () => ({ Component: (await area()).SalaryOverviewScreen }),
        },
        // Beyond the seed (issue 14): the month check and the lessons it links to.
        { path: 'month-check', lazy: async () => ({ Component: (await area()).MonthCheckScreen }) },
        {
          path: 'lesson/:id',
          lazy: async () => ({ Component: (await area()).LessonRecordScreen }),
        },
        toRoot,
      ],
    },
  ];
}
