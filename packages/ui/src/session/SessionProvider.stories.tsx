import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { createSessionStore, SESSION_STORAGE_KEYS } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { PortalStoryParameters } from '../testing/story-parameters';
import { SessionProvider, useSession } from './SessionProvider';
import { EXPIRED_REFRESH_TOKEN, LIVE_REFRESH_TOKEN, storedSession } from './storySessions';

const COMPLETE_RESULT = {
  access: 'a',
  refresh: LIVE_REFRESH_TOKEN,
  user: { first_name: 'Ola', last_name: 'Lærer' },
  type: 'teacher',
  needs_update: false,
};
const WITHOUT_TYPE = { access: 'a', refresh: LIVE_REFRESH_TOKEN, user: { first_name: 'Ola' } };

function SessionProbe() {
  const { session, signIn, signOut } = useSession();
  const [accepted, setAccepted] = useState<boolean | null>(null);
  return (
    <Stack p="6" gap="4" bg="bg" color="fg" minH="40">
      <Text>{session ? `Innlogget som ${session.type}` : 'Ikke innlogget'}</Text>
      {accepted !== null ? (
        <Text>{accepted ? 'Svaret ble godtatt' : 'Svaret ble avvist'}</Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button onClick={() => setAccepted(signIn(COMPLETE_RESULT))}>
          Logg inn (komplett svar)
        </Button>
        <Button onClick={() => setAccepted(signIn(WITHOUT_TYPE))}>Logg inn (svar uten type)</Button>
        <Button onClick={signOut}>Logg ut</Button>
      </HStack>
    </Stack>
  );
}

/** Restores the stored session once, as the portal does before its first render. */
function RestoredSession() {
  const [store] = useState(() => {
    const s = createSessionStore(localStorage);
    s.restore();
    return s;
  });
  return (
    <SessionProvider store={store}>
      <SessionProbe />
    </SessionProvider>
  );
}

const meta = {
  title: 'Design system/Session/SessionProvider',
  render: () => <RestoredSession />,
  parameters: { session: 'none' } satisfies PortalStoryParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A login result is kept only with access, refresh, user and type; logout clears all four. */
export const SignInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ikke innlogget')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Logg inn (svar uten type)' }));
    await expect(canvas.getByText('Svaret ble avvist')).toBeInTheDocument();
    await expect(canvas.getByText('Ikke innlogget')).toBeInTheDocument();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.access)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Logg inn (komplett svar)' }));
    await expect(canvas.getByText('Innlogget som teacher')).toBeInTheDocument();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.type)).toBe('teacher');

    await userEvent.click(canvas.getByRole('button', { name: 'Logg ut' }));
    await expect(canvas.getByText('Ikke innlogget')).toBeInTheDocument();
    for (const key of Object.values(SESSION_STORAGE_KEYS))
      await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** A stored session whose refresh token is still valid is restored before anything renders. */
export const RestoredFromStorage: Story = {
  parameters: {
    session: 'none',
    localStorage: storedSession('employee'),
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Innlogget som employee')).toBeInTheDocument();
  },
};

/** A stored refresh token whose payload expiry has passed counts as no session, and is cleared. */
export const ExpiredRefreshToken: Story = {
  parameters: {
    session: 'none',
    localStorage: storedSession('employee', undefined, EXPIRED_REFRESH_TOKEN),
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ikke innlogget')).toBeInTheDocument();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.refresh)).toBeNull();
  },
};
