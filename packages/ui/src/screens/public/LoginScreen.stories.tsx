import { SESSION_STORAGE_KEYS } from '@portal/api-client';
import { authHandlers, SERVER_ERROR_BODY, TOO_MANY_LOGINS_MESSAGE } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OFFLINE_SIGN_IN_TEXT, OFFLINE_TITLE } from '../../feedback/OfflineNotice';
import { draftKey } from '../../form/formDraft';
import { PHONE, type PortalStoryParameters } from '../../testing/story-parameters';
import { LoginScreen } from './LoginScreen';
import { WRONG_CREDENTIALS_MESSAGE } from './loginFailureMessage';
import { DRAFTS_KEPT_MESSAGE, SESSION_ENDED_MESSAGE, SESSION_ENDED_STATE } from './sessionEnded';
import { withSession } from '../../session/withSession';
import { MARKER_PAGES } from './storyHelpers';
import { offlineDuringStory } from '../../testing/storyOffline';

const BUSY = 'Logger inn…';

const atLogin = {
  session: 'none',
  router: { path: '/login', initialEntries: ['/login'], routes: MARKER_PAGES },
} satisfies PortalStoryParameters;

const meta = {
  title: 'Screens/Public/Logg inn',
  component: LoginScreen,
  decorators: [withSession],
  parameters: atLogin,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('E-post'), email);
  await userEvent.type(canvas.getByLabelText('Passord'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Logg inn' }));
}

/** The empty form with 'Glemt passord' and 'Logg inn'. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Glemt passord' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  },
};

export const Phone: Story = { globals: PHONE };

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * The login schema's messages: a field shows its error once left, every field on submit (required
 * email and a 6-character password), then a valid address.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('E-post'));
    await userEvent.tab();
    await expect(await canvas.findByText('Email er påkrevd')).toBeVisible();
    await expect(canvas.queryByText('Passord må være minst 6 bokstaver')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logg inn' }));
    await expect(await canvas.findByText('Email er påkrevd')).toBeVisible();
    await expect(canvas.getByText('Passord må være minst 6 bokstaver')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-post'), 'ikke-en-adresse');
    await userEvent.click(canvas.getByRole('button', { name: 'Logg inn' }));
    await expect(await canvas.findByText('Ugyldig email-adresse')).toBeVisible();
  },
};

/** While the server answers, the button shows it is busy and cannot be pressed again. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'laerer@demo.no', 'demo-passord');
    const submit = canvasElement.querySelector('button[type="submit"]');
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveTextContent(BUSY);
  },
};

/** 401: a Norwegian message instead of the server's, and the user stays on /login. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginRefused } } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'laerer@demo.no', 'feil-passord');
    await expect(await within(canvasElement).findByText(WRONG_CREDENTIALS_MESSAGE)).toBeVisible();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.access)).toBeNull();
  },
};

/** 429: the server's own message about too many attempts. */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginThrottled } } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'laerer@demo.no', 'feil-passord');
    await expect(await within(canvasElement).findByText(TOO_MANY_LOGINS_MESSAGE)).toBeVisible();
  },
};

/** 500: the server's detail. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.error } } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'laerer@demo.no', 'demo-passord');
    await expect(await within(canvasElement).findByText(SERVER_ERROR_BODY.detail)).toBeVisible();
    // 'Logg inn' was disabled while it signed in; the focus is back on it, to try again.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Logg inn' })).toHaveFocus(),
    );
  },
};

/** Success: the session is stored and the teacher lands on the teacher dashboard. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'laerer@demo.no', 'demo-passord');
    await expect(await within(canvasElement).findByText('Side: /teacher/dashboard')).toBeVisible();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.type)).toBe('teacher');
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.refresh)).not.toBeNull();
  },
};

/** A login result with needs_update sends the teacher to the update-profile page. */
export const NeedsUpdate: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loginNeedsUpdate } } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'ny.laerer@demo.no', 'demo-passord');
    await expect(
      await within(canvasElement).findByText('Side: /teacher/update-profile'),
    ).toBeVisible();
  },
};

/**
 * After a forced logout (the session expired while a form was open): why the user is here, and
 * that the form's unsaved values were kept (a draft in sessionStorage, form/formDraft.ts).
 */
export const SessionEnded: Story = {
  globals: PHONE,
  parameters: {
    ...atLogin,
    router: {
      ...atLogin.router,
      initialEntries: [{ pathname: '/login', state: SESSION_ENDED_STATE }],
    },
    sessionStorage: { [draftKey('7', 'activity.42')]: '{"activity_plan":"Brøk"}' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(within(notice).getByText(SESSION_ENDED_MESSAGE)).toBeVisible();
    await expect(within(notice).getByText(DRAFTS_KEPT_MESSAGE)).toBeVisible();
  },
};

/** A forced logout with nothing unsaved: only why the user is here; a failed try replaces it. */
export const SessionEndedNothingKept: Story = {
  parameters: {
    ...atLogin,
    router: {
      ...atLogin.router,
      initialEntries: [{ pathname: '/login', state: SESSION_ENDED_STATE }],
    },
    msw: { handlers: { auth: authHandlers.loginRefused } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SESSION_ENDED_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText(DRAFTS_KEPT_MESSAGE)).toBeNull();
    await fillIn(canvasElement, 'laerer@demo.no', 'feil-passord');
    await expect(await canvas.findByText(WRONG_CREDENTIALS_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
  },
};

/**
 * A tab reloaded after its session expired (no forced-logout state) with a form's unsaved values
 * kept: that they will come back.
 */
export const DraftsKept: Story = {
  parameters: { ...atLogin, sessionStorage: { [draftKey('7', 'activity.new')]: '{"subject":4}' } },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('status');
    await expect(within(notice).getByText(DRAFTS_KEPT_MESSAGE)).toBeVisible();
    await expect(within(notice).queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
  },
};

/**
 * Offline on a phone: the page says so above the form (a sign-in pressed now waits for the
 * connection and goes on by itself).
 */
export const OfflinePhone: Story = {
  globals: PHONE,
  parameters: atLogin,
  beforeEach: offlineDuringStory,
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('status');
    await expect(notice).toHaveTextContent(OFFLINE_TITLE);
    await expect(notice).toHaveTextContent(OFFLINE_SIGN_IN_TEXT);
  },
};
