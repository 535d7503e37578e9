import { Text } from '@chakra-ui/react';
import { createSessionStore } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PortalStoryParameters, StoryRouterParameters } from '../testing/story-parameters';
import { createGuardLoader } from './guardLoader';
import { storedSession } from './storySessions';

// The store reads localStorage when the loader runs, after each story has written its session.
const guardLoader = createGuardLoader(createSessionStore(localStorage));

const markerPages: StoryRouterParameters['routes'] = [
  { path: '/login', element: <Text p="6">Innloggingssiden</Text> },
  { path: '/teacher/dashboard', element: <Text p="6">Lærerens hjem</Text> },
  { path: '/customer/dashboard', element: <Text p="6">Kundens hjem</Text> },
];

/** The guarded page at `path`, opened at `entry`. */
function guarded(
  path: string,
  entry: string,
  session: Record<string, string> = {},
): PortalStoryParameters {
  return {
    session: 'none',
    localStorage: session,
    router: { path, initialEntries: [entry], loader: guardLoader, routes: markerPages },
  };
}

const meta = {
  title: 'Design system/Session/Guard',
  render: () => (
    <Text p="6" bg="bg" color="fg">
      Den beskyttede siden
    </Text>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of another user type: destructive toast 'Uatorisert' and the user's own home. */
export const OtherUserTypeGoesHome: Story = {
  parameters: guarded('/sales/*', '/sales/package-overview', storedSession('teacher')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lærerens hjem')).toBeInTheDocument();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Uatorisert')).toBeInTheDocument();
    await expect(body.getByText('Du har ikke tilgang til denne siden')).toBeInTheDocument();
    await expect(canvas.queryByText('Den beskyttede siden')).toBeNull();
  },
};

/** Without a session every guarded page goes to /login, without a toast. */
export const NoSessionGoesToLogin: Story = {
  parameters: guarded('/teacher/*', '/teacher/students'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Innloggingssiden')).toBeInTheDocument();
    await expect(within(canvasElement.ownerDocument.body).queryByText('Uatorisert')).toBeNull();
  },
};

/** A page of the user's own area opens. */
export const OwnAreaOpens: Story = {
  parameters: guarded('/sales/*', '/sales/package-overview', storedSession('employee')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Den beskyttede siden'),
    ).toBeInTheDocument();
  },
};

/** 'Mine elever' needs the invoice_receiver group: a student without it is sent home. */
export const CustomerPageNeedsGroup: Story = {
  parameters: guarded(
    '/customer/*',
    '/customer/student-overview',
    storedSession('student', { first_name: 'Eva', last_name: 'Elev', groups: ['student'] }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Kundens hjem')).toBeInTheDocument();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Uatorisert'),
    ).toBeInTheDocument();
  },
};
