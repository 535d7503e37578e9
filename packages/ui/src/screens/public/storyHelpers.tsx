// Shared setup of the sign-in page stories: marker pages that prove where a screen navigates.
import { Text } from '@chakra-ui/react';
import type { RouteObject } from 'react-router-dom';

/** Pages a sign-in screen may navigate to, each showing its path. */
export const MARKER_PAGES: RouteObject[] = [
  '/login',
  '/teacher/dashboard',
  '/teacher/update-profile',
  '/employee/dashboard',
  '/customer/dashboard',
].map((path) => ({ path, element: <Text p="6">Side: {path}</Text> }));
