import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  NO_ACTIVE_USER_MESSAGE,
  mockResetKey,
  resetResetTokenMocks,
  resetTokenHandlers,
} from '@portal/api-client/mocks';
import { RETRY_LABEL } from '../../../feedback/ErrorState';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { clearToasts, expectNoSidewaysScroll, expectToast } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { PasswordTokensScreen } from './PasswordTokensScreen';
import {
  COPY_FAILED,
  LINK_COPIED,
  NO_TOKENS_TEXT,
  TOKENS_LOAD_ERROR,
  TOKEN_CREATED,
  copyLinkLabel,
  manualCopyLabel,
} from './passwordTokenTexts';

/** The clipboard of the story: a spy that resolves, or (CopyFails) refuses like a browser can. */
const clipboardWrite = fn<(text: string) => Promise<void>>();

function stubClipboard() {
  clipboardWrite.mockReset();
  clipboardWrite.mockResolvedValue(undefined);
  // An own property shadows Navigator.prototype.clipboard for this story only.
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: clipboardWrite },
  });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const meta = {
  title: 'Screens/Staff/Passord-tokens',
  component: PasswordTokensScreen,
  decorators: [withStoryPage],
  // A create adds to the mock list; every story starts from the same three tokens.
  beforeEach: () => {
    resetResetTokenMocks();
    return stubClipboard();
  },
  parameters: {
    msw: { handlers: { resetTokens: resetTokenHandlers.default } },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof PasswordTokensScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokenTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Aktive tokens' }));
const linkOf = (id: number, origin = window.location.origin) =>
  `${origin}/confirm-reset-password/?token=${mockResetKey(id)}`;
/** The portal's origin in the stories that show a link: the test server's port moves when its own
 * is taken, and a screenshot must not move with it. */
const PORTAL_ORIGIN = 'https://portal.example';

/** Three live tokens, newest first: the user's e-mail, when made, a copy button. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Aktive tokens' });
    const table = tokenTable(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('laerer@demo.no21.11.2026, kl: 08:00'),
      expect.stringContaining('forelder@demo.no20.11.2026, kl: 07:30'),
      expect.stringContaining('elev@demo.no19.11.2026, kl: 08:45'),
    ]);
    await expect(table.getAllByRole('button', { name: /^Kopier lenke for / })).toHaveLength(3);
  },
};

/** A token for a known user's e-mail: the toast, an empty field, the token first in the table. */
export const CreateToken: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Aktive tokens' });
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Brukerens e-post/ }),
      'mari.nilsen@demo.no',
    );
    const create = canvas.getByRole('button', { name: 'Opprett token' });
    await userEvent.click(create);
    await expectToast(canvasElement, TOKEN_CREATED);
    // It was disabled while creating; the focus is back on it.
    await waitFor(() => expect(create).toHaveFocus());
    await waitFor(() =>
      expect(tokenTable(canvasElement).getAllByRole('row')[1]).toHaveTextContent(
        'mari.nilsen@demo.no',
      ),
    );
    await expect(tokenTable(canvasElement).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: /Brukerens e-post/ })).toHaveValue('');
    await clearToasts(canvasElement);
  },
};

/** The domain's rule first (not an e-mail), then the API's refusal (no such user), under the field. */
export const CreateWithValidation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Aktive tokens' });
    const email = canvas.getByRole('textbox', { name: /Brukerens e-post/ });
    const create = canvas.getByRole('button', { name: 'Opprett token' });
    await userEvent.click(create);
    await expect(await canvas.findByText('Oppgi en gyldig e-postadresse')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'ikke-en-epost');
    await userEvent.click(create);
    await expect(await canvas.findByText('Oppgi en gyldig e-postadresse')).toBeVisible();

    await userEvent.clear(email);
    await userEvent.type(email, 'ukjent@demo.no');
    await userEvent.click(create);
    await expect(await canvas.findByText(NO_ACTIVE_USER_MESSAGE)).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(tokenTable(canvasElement).getAllByRole('row')).toHaveLength(4);
  },
};

/** The copy button puts {origin}/confirm-reset-password/?token={key} on the clipboard. */
export const CopyLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: copyLinkLabel('forelder@demo.no') }),
    );
    await expectToast(canvasElement, LINK_COPIED);
    await expect(clipboardWrite).toHaveBeenCalledTimes(1);
    await expect(clipboardWrite).toHaveBeenCalledWith(linkOf(2));
    await clearToasts(canvasElement);
  },
};

/** The browser refuses the clipboard: a toast says so, and the link stands selected in a field. */
export const CopyFails: Story = {
  args: { portalOrigin: PORTAL_ORIGIN },
  beforeEach: () => {
    clipboardWrite.mockRejectedValue(
      new DOMException('Document is not focused.', 'NotAllowedError'),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: copyLinkLabel('laerer@demo.no') }),
    );
    await expectToast(canvasElement, COPY_FAILED);
    const field = await canvas.findByRole('textbox', { name: manualCopyLabel('laerer@demo.no') });
    await expect(field).toHaveValue(linkOf(3, PORTAL_ORIGIN));
    await expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { resetTokens: resetTokenHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_TOKENS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { resetTokens: resetTokenHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Opprett token' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { resetTokens: resetTokenHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TOKENS_LOAD_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RETRY_LABEL })).toBeEnabled();
  },
};

/** On a phone the tokens are cards (no table), the page does not scroll sideways, copy works. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Aktive tokens' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(
      within(list).getByRole('button', { name: copyLinkLabel('elev@demo.no') }),
    );
    await expectToast(canvasElement, LINK_COPIED);
    await expect(clipboardWrite).toHaveBeenCalledWith(linkOf(1));
    await clearToasts(canvasElement);
  },
};

/** The manual-copy field on a phone: it fits too. */
export const CopyFailsPhone: Story = {
  ...CopyFails,
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Aktive tokens' });
    await userEvent.click(
      within(list).getByRole('button', { name: copyLinkLabel('laerer@demo.no') }),
    );
    await expectToast(canvasElement, COPY_FAILED);
    await expect(
      await canvas.findByRole('textbox', { name: manualCopyLabel('laerer@demo.no') }),
    ).toHaveValue(linkOf(3, PORTAL_ORIGIN));
    await expectNoSidewaysScroll(canvasElement);
    await clearToasts(canvasElement);
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
