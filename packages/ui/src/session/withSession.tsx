// A story decorator: the session store the portal uses, over localStorage (which the preview clears
// before each story; a story's `localStorage` parameter can hold a stored session, storySessions.ts).
import { createSessionStore } from '@portal/api-client';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from './SessionProvider';

function WithSession({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSessionStore(localStorage));
  return <SessionProvider store={store}>{children}</SessionProvider>;
}

export const withSession: Decorator = (Story) => (
  <WithSession>
    <Story />
  </WithSession>
);
