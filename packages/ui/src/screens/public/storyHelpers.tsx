// Shared setup of the sign-in page stories: the session store the portal uses (over localStorage,
// which the preview clears before each story) and marker pages that prove where a screen navigates.
import { Text } from '@chakra-ui/react';
import { createSessionStore } from '@portal/api-client';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SessionProvider } from '../../session/SessionProvider';

function WithSession({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => createSessionStore(localStorage));
  return <SessionProvider store={store}>{children}</SessionProvider>;
}

export const withSession: Decorator = (Story) => (
  <WithSession>
    <Story />
  </WithSession>
);

/** Pages a sign-in screen may navigate to, each showing its path. */
export const MARKER_PAGES: RouteObject[] = [
  '/login',
  '/teacher/dashboard',
  '/teacher/update-profile',
  '/employee/dashboard',
  '/customer/dashboard',
].map((path) => ({ path, element: <Text p="6">Side: {path}</Text> }));
