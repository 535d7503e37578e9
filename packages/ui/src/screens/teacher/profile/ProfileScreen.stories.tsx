import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authHandlers,
  http,
  makeRosterTeacher,
  mockTeacherSelf,
  mockWrites,
  referenceHandlers,
  resetMocks,
  teacherHandlers,
} from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  clearToasts,
  expectNoSidewaysScroll,
  expectToast,
  recordToasts,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { NO_ANSWER_DETAIL } from '../../../feedback/toaster';
import { OPEN_FILE_FAILED_TITLE } from './OpenStoredFileButton';
import { STORED_FILE_TEXT } from './PdfFileField';
import { ProfileScreen } from './ProfileScreen';

/** What the screen sent to PATCH user/teacher/{id}/, in order: JSON bodies or multipart field names. */
const patches = () =>
  mockWrites
    .filter((w) => w.method === 'PATCH' && w.path.startsWith('user/teacher/'))
    .map((w) => w.body);
const passwordChanges: unknown[] = [];

/** Jonas Haugen's profile as the mock server holds it: PATCHes change it, so a refetch shows them. */
const teacherSelf = teacherHandlers.roster;
const changePasswordOk = http.patch('/user/change-password/', async ({ request }) => {
  passwordChanges.push(await request.json());
  return HttpResponse.json({ detail: 'Passordet ditt har blitt oppdatert' });
});

const meta = {
  title: 'Screens/Teacher/Profil',
  component: ProfileScreen,
  decorators: [withStoryPage],
  parameters: {
    msw: {
      handlers: {
        reference: referenceHandlers.roster,
        teachers: teacherSelf,
        auth: [changePasswordOk],
      },
    },
  } satisfies PortalStoryParameters & { msw: unknown },
  beforeEach: () => {
    resetMocks();
    passwordChanges.length = 0;
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openDetails(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByText('Personopplysninger', { selector: 'label *, label' }),
  );
  return canvas.findByRole('form', { name: 'Personopplysninger' });
}

/** Status view: the name, the status select (saved at once) and the preferred subjects. */
export const Status: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jonas Haugen' })).toBeVisible();
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveDisplayValue('Ønsker flere elever');
    await userEvent.selectOptions(select, 'Ønsker ikke flere elever');
    await expectToast(canvasElement, 'Status lagret');
    await expect(patches()).toEqual([{ status: 'DO_NOT_WANT_MORE_STUDENTS' }]);
    // The refetched profile keeps the new status.
    await waitFor(() => expect(select).toHaveDisplayValue('Ønsker ikke flere elever'));
    await clearToasts(canvasElement);
  },
};

/** A preferred-subject switch is saved at once with the subject's name. */
export const PreferredSubject: Story = {
  play: async ({ canvas, canvasElement }) => {
    const fysikk = await canvas.findByRole('checkbox', { name: 'Fysikk 1' });
    await expect(fysikk).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Matematikk 1T' })).toBeChecked();
    await userEvent.click(canvas.getByText('Fysikk 1'));
    await expectToast(canvasElement, 'Foretrukne fag lagret');
    await expect(patches()).toEqual([{ subject: 'Fysikk 1', preferred_subject: true }]);
    await waitFor(() => expect(fysikk).toBeChecked());
    await clearToasts(canvasElement);
  },
};

/**
 * A switch toggled by keyboard keeps the focus while its change is saved, so the next Tab goes on
 * from it: the switches cannot change while a save runs, but they stay focusable.
 */
export const PreferredSubjectByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const fysikk = await canvas.findByRole('checkbox', { name: 'Fysikk 1' });
    canvas.getByRole('checkbox', { name: 'Matematikk 1T' }).focus();
    await userEvent.tab();
    await expect(fysikk).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectToast(canvasElement, 'Foretrukne fag lagret');
    await expect(patches()).toEqual([{ subject: 'Fysikk 1', preferred_subject: true }]);
    await waitFor(() => expect(fysikk).toBeChecked());
    await expect(fysikk).toHaveFocus();
    await clearToasts(canvasElement);
  },
};

/** A refused status change shows the server's message, never 'Noe gikk galt (400)'. */
export const StatusFails: Story = {
  parameters: {
    msw: {
      handlers: {
        teachers: [
          http.patch('/user/teacher/{id}/', () =>
            HttpResponse.json({ status: ['Statusen kan ikke endres nå.'] }, { status: 400 }),
          ),
          ...teacherSelf,
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const select = await canvas.findByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'Ønsker ikke flere elever');
    await expectToast(canvasElement, 'Statusen kan ikke endres nå.');
    await expect(within(canvasElement.ownerDocument.body).getByText('Noe gikk galt')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText(/\(400\)/)).toBeNull();
    // The stored status stays.
    await waitFor(() => expect(select).toHaveDisplayValue('Ønsker flere elever'));
    await clearToasts(canvasElement);
  },
};

/** A preferred-subject switch that cannot be sent shows a Norwegian message, not the browser's. */
export const PreferredSubjectFails: Story = {
  parameters: {
    msw: {
      handlers: {
        teachers: [http.patch('/user/teacher/{id}/', () => HttpResponse.error()), ...teacherSelf],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const fysikk = await canvas.findByRole('checkbox', { name: 'Fysikk 1' });
    await userEvent.click(canvas.getByText('Fysikk 1'));
    const body = within(canvasElement.ownerDocument.body);
    // No answer came: the toast says what to do, not 'Failed to fetch' (nor 'Noe gikk galt' twice).
    await expectToast(canvasElement, NO_ANSWER_DETAIL);
    await expect(body.getAllByText('Noe gikk galt')).toHaveLength(1);
    await expect(body.queryByText(/fetch/i)).toBeNull();
    await waitFor(() => expect(fysikk).not.toBeChecked());
    await clearToasts(canvasElement);
  },
};

/** A teacher without subjects. */
export const NoSubjects: Story = {
  parameters: {
    msw: { handlers: { teachers: mockTeacherSelf(makeRosterTeacher({ subjects: [] })) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har ingen fag ennå')).toBeVisible();
  },
};

/** Details view: the change-password form checks the confirmation before anything is sent. */
export const PasswordMismatch: Story = {
  play: async ({ canvas }) => {
    await openDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Endre passord' }));
    await expect(await canvas.findByText('Gammelt passord er påkrevd')).toBeVisible();
    await expect(canvas.getByText('Nytt passord må være minst 8 tegn')).toBeVisible();
    await expect(canvas.getByText('Bekreft passord er påkrevd')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Gammelt passord'), 'demo-passord');
    await userEvent.type(canvas.getByLabelText('Nytt passord'), 'nytt-passord-1');
    await userEvent.type(canvas.getByLabelText('Bekreft passord'), 'noe-annet-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Endre passord' }));
    await expect(await canvas.findByText('Passordene matcher ikke')).toBeVisible();
    await expect(passwordChanges).toEqual([]);
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openDetails(canvas);
    await userEvent.type(canvas.getByLabelText('Gammelt passord'), 'demo-passord');
    await userEvent.type(canvas.getByLabelText('Nytt passord'), 'nytt-passord-1');
    await userEvent.type(canvas.getByLabelText('Bekreft passord'), 'nytt-passord-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Endre passord' }));
    await expectToast(canvasElement, 'Passord endret');
    await expectToast(canvasElement, 'Passordet ditt har blitt oppdatert');
    await expect(passwordChanges).toEqual([
      { old_password: 'demo-passord', new_password: 'nytt-passord-1' },
    ]);
    await expect(canvas.getByLabelText('Gammelt passord')).toHaveValue('');
    await clearToasts(canvasElement);
  },
};

/**
 * The session ended before the teacher changed the password: the change is refused for its token,
 * and so is the refresh. No toast says the change failed (the sign-in page, where the forced logout
 * leads in the portal, says why). The next change goes through, and its toast is the first shown.
 */
export const PasswordChangeSessionEnded: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.patch('/user/change-password/', async ({ request }) => {
            passwordChanges.push(await request.json());
            return passwordChanges.length === 1
              ? HttpResponse.json({ detail: 'Token er ugyldig eller utløpt.' }, { status: 401 })
              : HttpResponse.json({ detail: 'Passordet ditt har blitt oppdatert' });
          }),
          ...authHandlers.refreshRefused,
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await openDetails(canvas);
    await userEvent.type(canvas.getByLabelText('Gammelt passord'), 'demo-passord');
    await userEvent.type(canvas.getByLabelText('Nytt passord'), 'nytt-passord-1');
    await userEvent.type(canvas.getByLabelText('Bekreft passord'), 'nytt-passord-1');
    const toasts = recordToasts(canvasElement);
    const change = canvas.getByRole('button', { name: 'Endre passord' });
    await userEvent.click(change);
    await waitFor(() => expect(passwordChanges).toHaveLength(1));
    await waitFor(() => expect(change).toBeEnabled());
    await userEvent.click(change);
    await expectToast(canvasElement, 'Passordet ditt har blitt oppdatert');
    toasts.stop();
    await expect(toasts.shown).toEqual(['Passord endretPassordet ditt har blitt oppdatert']);
    await clearToasts(canvasElement);
  },
};

export const PasswordChangeFails: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.patch('/user/change-password/', () =>
            HttpResponse.json({ old_password: ['Feil passord.'] }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await openDetails(canvas);
    await userEvent.type(canvas.getByLabelText('Gammelt passord'), 'feil-passord');
    await userEvent.type(canvas.getByLabelText('Nytt passord'), 'nytt-passord-1');
    await userEvent.type(canvas.getByLabelText('Bekreft passord'), 'nytt-passord-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Endre passord' }));
    await expectToast(
      canvasElement,
      'Kunne ikke oppdatere passordet. Sjekk at gammelt passord er riktig og prøv igjen.',
    );
    await expectToast(canvasElement, 'Noe gikk galt');
    // 'Endre passord' was disabled while it ran; the focus is back on it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Endre passord' })).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

/** A file that is not a PDF is refused with a message at once, and nothing is saved. */
export const NonPdfRefused: Story = {
  play: async ({ canvas }) => {
    const form = within(await openDetails(canvas));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      form.getByLabelText('Politiattest (PDF)'),
      new File(['hei'], 'attest.txt', { type: 'text/plain' }),
    );
    await expect(await form.findByText('Filen må være en PDF')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Lagre opplysninger' }));
    await expect(form.getByText('Filen må være en PDF')).toBeVisible();
    await expect(patches()).toEqual([]);
  },
};

/** A chosen PDF goes first as multipart, then the other fields; 'Brukerdata lagret'. */
export const SaveWithPdf: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = within(await openDetails(canvas));
    await userEvent.upload(
      form.getByLabelText('Vitnemål (PDF)'),
      new File(['%PDF-1.4'], 'vitnemal.pdf', { type: 'application/pdf' }),
    );
    await expect(await form.findByText('Valgt: vitnemal.pdf')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Lagre opplysninger' }));
    await expectToast(canvasElement, 'Brukerdata lagret');
    await expect(patches()).toHaveLength(2);
    await expect(patches()[0]).toEqual({ multipart: ['diploma_file'] });
    await expect(patches()[1]).toMatchObject({
      email: 'laerer@demo.no',
      phone_number: '41234567',
      year_of_study: '4',
      owns_tablet: true,
      bank_account_number: '12345678903',
    });
    // Saved: the input no longer shows the chosen file's name.
    await waitFor(() =>
      expect((form.getByLabelText('Vitnemål (PDF)') as HTMLInputElement).value).toBe(''),
    );
    await clearToasts(canvasElement);
  },
};

/** Stands in for the new tab, so the test browser opens none; records where the screen sends it. */
function stubNewTab() {
  const tab = { location: { href: '' }, closed: false, close: () => (tab.closed = true) };
  const original = window.open.bind(window);
  window.open = (() => tab) as unknown as typeof window.open;
  return { tab, restore: () => (window.open = original) };
}

/**
 * The button is disabled while loading (its label hidden behind the spinner); then the focus is
 * back on it. Found by its label, so the load is over and the focus will not be given back again
 * after the blur: the screenshot is taken without the focus ring.
 */
async function settleOpenButton(form: Canvas) {
  await waitFor(() =>
    expect(form.getByRole('button', { name: 'Åpne lagret fil: Politiattest' })).toHaveFocus(),
  );
  form.getByRole('button', { name: 'Åpne lagret fil: Politiattest' }).blur();
}

/** A stored PDF opens in a new tab, fetched with the session (a plain link would get 401). */
export const OpenStoredFile: Story = {
  play: async ({ canvas }) => {
    const form = within(await openDetails(canvas));
    await expect(form.getByText(STORED_FILE_TEXT)).toBeVisible();
    // Only the police report is stored in the fixture.
    await expect(form.getAllByRole('button', { name: /^Åpne lagret fil/ })).toHaveLength(1);
    const { tab, restore } = stubNewTab();
    try {
      await userEvent.click(form.getByRole('button', { name: 'Åpne lagret fil: Politiattest' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      const shown = await (await fetch(tab.location.href)).text();
      await expect(shown.startsWith('%PDF-')).toBe(true);
      await settleOpenButton(form);
    } finally {
      restore();
    }
  },
};

/** A file that cannot be fetched closes the empty tab and says so. */
export const OpenStoredFileFails: Story = {
  parameters: {
    msw: {
      handlers: {
        teachers: [
          http.get('/user/teacher/{id}/files/{field}/', () =>
            HttpResponse.json({ detail: 'Ikke funnet.' }, { status: 404 }),
          ),
          ...teacherSelf,
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const form = within(await openDetails(canvas));
    const { tab, restore } = stubNewTab();
    try {
      await userEvent.click(form.getByRole('button', { name: 'Åpne lagret fil: Politiattest' }));
      await expectToast(canvasElement, OPEN_FILE_FAILED_TITLE);
      await expectToast(canvasElement, 'Ikke funnet.');
      await expect(tab.closed).toBe(true);
      await settleOpenButton(form);
    } finally {
      restore();
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { teachers: teacherHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { teachers: teacherHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente profilen din')).toBeVisible();
  },
};

export const StatusPhone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jonas Haugen' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const DetailsPhone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await openDetails(canvas);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };
export const LoadingPhone: Story = { ...Loading, globals: PHONE };
export const NoSubjectsPhone: Story = { ...NoSubjects, globals: PHONE };
