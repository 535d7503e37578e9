import { authHandlers } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE, type PortalStoryParameters } from '../../testing/story-parameters';
import { ConfirmResetPasswordScreen, PASSWORD_SAVED_MESSAGE } from './ConfirmResetPasswordScreen';
import { MARKER_PAGES } from './storyHelpers';
import { expectToast } from '../../testing/storyExpect';

const BUSY = 'Lagrer…';

function atConfirm(entry: string): PortalStoryParameters {
  return {
    session: 'none',
    router: { path: '/confirm-reset-password', initialEntries: [entry], routes: MARKER_PAGES },
  };
}

const meta = {
  title: 'Screens/Public/Nytt passord',
  component: ConfirmResetPasswordScreen,
  parameters: atConfirm('/confirm-reset-password?token=story-token'),
} satisfies Meta<typeof ConfirmResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function save(canvasElement: HTMLElement, password: string, repeat = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nytt passord'), password);
  await userEvent.type(canvas.getByLabelText('Gjenta passord'), repeat);
  await userEvent.click(canvas.getByRole('button', { name: 'Lagre passord' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Nytt passord' }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: PHONE };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Both passwords need 6 characters, and they must be equal. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre passord' }));
    await waitFor(() =>
      expect(canvas.getAllByText('Passord må være minst 6 bokstaver')).toHaveLength(2),
    );
    await userEvent.type(canvas.getByLabelText('Nytt passord'), 'hemmelig1');
    await userEvent.type(canvas.getByLabelText('Gjenta passord'), 'hemmelig2');
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre passord' }));
    await expect(await canvas.findByText('Passordene må være like')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await save(canvasElement, 'et-nytt-passord');
    const submit = canvasElement.querySelector('button[type="submit"]');
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveTextContent(BUSY);
  },
};

/** Saved: the toast 'Passord er lagret' and the login page. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement, 'et-nytt-passord');
    await expect(await within(canvasElement).findByText('Side: /login')).toBeVisible();
    // Waits for the toast to be visible, not only there: the full suite once found its title
    // still at the first frame of its entry.
    await expectToast(canvasElement, PASSWORD_SAVED_MESSAGE);
  },
};

/** The server's password messages, one per line. */
export const WeakPassword: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.resetConfirmWeakPassword } } },
  play: async ({ canvasElement }) => {
    await save(canvasElement, '12345678');
    const canvas = within(canvasElement);
    const lines = await canvas.findAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      'Dette passordet er for kort. Det må inneholde minst 8 tegn.',
      'Dette passordet er for vanlig.',
      'Dette passordet er helt numerisk.',
    ]);
  },
};

/** A used or expired link: the server's token message. */
export const InvalidToken: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.resetConfirmInvalidToken } } },
  play: async ({ canvasElement }) => {
    await save(canvasElement, 'et-nytt-passord');
    await expect(
      await within(canvasElement).findByText(
        'Lenken er ugyldig eller utløpt. Be om en ny e-post for å resette passordet.',
      ),
    ).toBeVisible();
  },
};

/** Opened without a token: nothing is sent, and the page says the link lacks one. */
export const MissingToken: Story = {
  parameters: atConfirm('/confirm-reset-password'),
  play: async ({ canvasElement }) => {
    await save(canvasElement, 'et-nytt-passord');
    await expect(await within(canvasElement).findByText('Lenken mangler token')).toBeVisible();
  },
};
