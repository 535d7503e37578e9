import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import type { Guard } from './guard';

// Every teacher page comes from one lazy bundle (src/areas/teacher), loaded on first visit.
const area = () => import('../areas/teacher/index');

export function teacherRoutes(guard: Guard): RouteObject[] {
  return [
    {
      path: 'teacher',
      ...guard,
      lazy: async () => ({ Component: (await area()).TeacherLayout }),
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        {
          path: 'dashboard',
          lazy: async () => ({ Component: (await area()).TeacherDashboardScreen }),
        },
        // New activity, and edit as /teacher/activity/{id}.
        {
          path: 'activity/:id?',
          lazy: async () => ({ Component: (await area()).ActivityFormScreen }),
        },
        {
          path: 'update-profile',
          lazy: async () => ({ Component: (await area()).UpdateProfileScreen }),
        },
        { path: 'students', lazy: async () => ({ Component: (await area()).StudentsScreen }) },
        { path: 'new-student', lazy: async () => ({ Component: (await area()).NewStudentScreen }) },
        { path: 'resources', lazy: async () => ({ Component: (await area()).ResourcesScreen }) },
        { path: 'profile', lazy: async () => ({ Component: (await area()).ProfileScreen }) },
        // Pages not built yet go to the root, which sends the teacher home.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
