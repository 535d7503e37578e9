import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { areaPages } from './area-pages';
import type { Guard } from './guard';

// The layout is one lazy bundle (src/areas/teacher), each page another (src/areas/teacher/pages),
// so the first page does not wait for the code of the others.
const layout = async () => ({ Component: (await import('../areas/teacher/index')).TeacherLayout });

export function teacherRoutes(guard: Guard): RouteObject[] {
  return [
    {
      path: 'teacher',
      ...guard,
      lazy: layout,
      children: areaPages([
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', lazy: () => import('../areas/teacher/pages/dashboard') },
        // New activity, and edit as /teacher/activity/{id}.
        { path: 'activity/:id?', lazy: () => import('../areas/teacher/pages/activity') },
        { path: 'update-profile', lazy: () => import('../areas/teacher/pages/update-profile') },
        { path: 'students', lazy: () => import('../areas/teacher/pages/students') },
        { path: 'new-student', lazy: () => import('../areas/teacher/pages/new-student') },
        { path: 'resources', lazy: () => import('../areas/teacher/pages/resources') },
        { path: 'profile', lazy: () => import('../areas/teacher/pages/profile') },
        // Pages not built yet go to the root, which sends the teacher home.
        { path: '*', element: <Navigate to="/" replace /> },
      ]),
    },
  ];
}
