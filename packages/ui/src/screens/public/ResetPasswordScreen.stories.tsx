import { authHandlers } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE, type PortalStoryParameters } from '../../testing/story-parameters';
import { RESET_REQUESTED_MESSAGE, ResetPasswordScreen } from './ResetPasswordScreen';
import { MARKER_PAGES } from './storyHelpers';

const BUSY = 'Sender…';

const atResetPassword = {
  session: 'none',
  router: { path: '/reset-password', initialEntries: ['/reset-password'], routes: MARKER_PAGES },
} satisfies PortalStoryParameters;

const meta = {
  title: 'Screens/Public/Glemt passord',
  component: ResetPasswordScreen,
  parameters: atResetPassword,
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function request(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('E-post'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
}

/** The email field and the way back to login. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Glemt passord' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tilbake til innlogging' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Phone: Story = { globals: PHONE };

export const Dark: Story = { globals: { theme: 'dark' } };

/** An empty email gets the reset schema's message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByText('Må fylles ut for å resette passord')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await request(canvasElement, 'laerer@demo.no');
    const submit = canvasElement.querySelector('button[type="submit"]');
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveTextContent(BUSY);
  },
};

/** After a request the seed's toast shows, whether or not the address has an account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await request(canvasElement, 'laerer@demo.no');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText(RESET_REQUESTED_MESSAGE)).toBeVisible());
  },
};

/** Even a server error shows the same toast: the page never tells whether an account exists. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.error } } },
  play: async ({ canvasElement }) => {
    await request(canvasElement, 'ukjent@demo.no');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText(RESET_REQUESTED_MESSAGE)).toBeVisible());
  },
};
