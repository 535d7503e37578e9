import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  http,
  invoiceReceiverHandlers,
  mockWrites,
  recordWrite,
  referenceHandlers,
  resetMocks,
  serverError,
  studentHandlers,
} from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll, expectToast } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { enterText } from '../../../testing/storyInput';
import { NewStudentScreen, RETRY_RECEIVER_TEXT } from './NewStudentScreen';

/** What the screen sent (the bodies `mockWrites` recorded), per story run. */
const sent = {
  get student() {
    return mockWrites.filter((w) => w.path === 'user/student/').map((w) => w.body);
  },
  get receiver() {
    return mockWrites.filter((w) => w.path === 'user/invoice-receiver/').map((w) => w.body);
  },
};

/** The roster's students and lists; the first `receiverFailures` receiver calls fail (500). */
function screenHandlers({ receiverFailures = 0 } = {}) {
  return {
    reference: referenceHandlers.roster,
    students: studentHandlers.roster,
    invoiceReceivers: [
      http.post('/user/invoice-receiver/', async ({ request }) => {
        if (sent.receiver.length >= receiverFailures) return undefined;
        await recordWrite(request);
        return serverError();
      }),
      ...invoiceReceiverHandlers.default,
    ],
  };
}

const meta = {
  title: 'Screens/Teacher/Ny elev',
  component: NewStudentScreen,
  decorators: [withStoryPage],
  parameters: {
    msw: { handlers: screenHandlers() },
  } satisfies PortalStoryParameters & { msw: unknown },
  beforeEach: () => resetMocks(),
} satisfies Meta<typeof NewStudentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const bodyOf = (el: HTMLElement) => within(el.ownerDocument.body);

async function fillStudent(canvas: Canvas) {
  const form = within(canvas.getByRole('form', { name: 'Ny elev' }));
  await enterText(form.getAllByRole('textbox', { name: /Fornavn/ })[0]!, 'Ola');
  await enterText(form.getAllByRole('textbox', { name: /Etternavn/ })[0]!, 'Nordmann');
  await userEvent.type(form.getByRole('textbox', { name: /Fødselsdato/ }), '17.04.2009');
  await userEvent.tab();
  await enterText(form.getAllByRole('textbox', { name: /Telefonnummer/ })[0]!, '41234567');
  await enterText(form.getAllByRole('textbox', { name: /E-post/ })[0]!, 'ola@example.no');
  await enterText(form.getAllByRole('textbox', { name: /Adresse/ })[0]!, 'Storgata 1');
  await enterText(form.getAllByRole('textbox', { name: /Postnummer/ })[0]!, '0155');
  await enterText(form.getAllByRole('textbox', { name: /Poststed/ })[0]!, 'Oslo');
  await userEvent.selectOptions(await form.findByRole('combobox', { name: /By/ }), 'Oslo');
  await userEvent.selectOptions(
    form.getByRole('combobox', { name: /Skole/ }),
    'Oslo katedralskole',
  );
  await userEvent.click(form.getByText('Matematikk 1T (Videregående)'));
}

async function fillReceiver(canvas: Canvas) {
  const section = within(canvas.getByRole('region', { name: 'Ny fakturamottaker' }));
  await enterText(section.getByRole('textbox', { name: /Fornavn/ }), 'Anne');
  await enterText(section.getByRole('textbox', { name: /Etternavn/ }), 'Nordmann');
  await enterText(section.getByRole('textbox', { name: /Telefonnummer/ }), '92345678');
  await enterText(section.getByRole('textbox', { name: /E-post/ }), 'anne@example.no');
  await enterText(section.getByRole('textbox', { name: /Adresse/ }), 'Storgata 1');
  await enterText(section.getByRole('textbox', { name: /Postnummer/ }), '0155');
  await enterText(section.getByRole('textbox', { name: /Poststed/ }), 'Oslo');
}

const STUDENT_PAYLOAD = {
  first_name: 'Ola',
  last_name: 'Nordmann',
  birth_date: '2009-04-17',
  phone_number: '41234567',
  email: 'ola@example.no',
  address: 'Storgata 1',
  post_code: '0155',
  post_code_area: 'Oslo',
  city: 1,
  school: 1,
  subjects: [1],
  heard_about_us: '',
  other_comments: '',
};

/** The empty form; 'Register Student' is disabled until the receiver choice is made. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Register Student' });
    await expect(button).toBeDisabled();
    await expect(await canvas.findByText('Fysikk 1 (Videregående)')).toBeVisible();
    await userEvent.click(canvas.getByText('Eleven er også fakturamottaker'));
    await expect(button).toBeEnabled();
    // Self-invoiced: no receiver form.
    await expect(canvas.queryByRole('region', { name: 'Ny fakturamottaker' })).toBeNull();
  },
};

/** 'Eleven er ikke fakturamottaker' shows the receiver form; saving needs both forms valid. */
export const ReceiverFormAppears: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Eleven er ikke fakturamottaker'));
    const section = await canvas.findByRole('region', { name: 'Ny fakturamottaker' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register Student' }));
    // Both forms report their messages; nothing is sent.
    await waitFor(() => expect(canvas.getAllByText('Fornavn er påkrevd')).toHaveLength(2));
    await expect(within(section).getByText('Telefonnummer må være 8 til 10 tegn')).toBeVisible();
    await expect(canvas.getByText('Velg minst ett fag')).toBeVisible();
    await expect(sent.student).toEqual([]);
  },
};

/** A valid student with an invalid receiver form is not saved either. */
export const InvalidReceiverBlocksSave: Story = {
  play: async ({ canvas }) => {
    await fillStudent(canvas);
    await userEvent.click(canvas.getByText('Eleven er ikke fakturamottaker'));
    await userEvent.click(canvas.getByRole('button', { name: 'Register Student' }));
    const section = within(await canvas.findByRole('region', { name: 'Ny fakturamottaker' }));
    await expect(await section.findByText('Fornavn er påkrevd')).toBeVisible();
    await expect(sent.student).toEqual([]);
  },
};

/** Self-invoiced: the student, then the receiver with the student's own data and self_as_student. */
export const RegisterSelfInvoiced: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillStudent(canvas);
    await userEvent.click(canvas.getByText('Eleven er også fakturamottaker'));
    await userEvent.click(canvas.getByRole('button', { name: 'Register Student' }));
    await expectToast(canvasElement, 'Eleven er lagret');
    // The receiver is posted after the student is saved: as much time on a busy machine as
    // RegisterWithNewReceiver gives it.
    await waitFor(() => expect(sent.receiver).toHaveLength(1), { timeout: 8000 });
    await expect(sent.student).toEqual([STUDENT_PAYLOAD]);
    await expect(sent.receiver).toEqual([
      {
        user_info: {
          first_name: 'Ola',
          last_name: 'Nordmann',
          phone_number: '41234567',
          email: 'ola@example.no',
          address: 'Storgata 1',
          post_code: '0155',
          post_code_area: 'Oslo',
        },
        self_as_student: true,
        pays_for_students: [30],
      },
    ]);
    // The form starts over for the next student.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Register Student' })).toBeDisabled(),
    );
    // The receiver's toast follows the student's (one toast at a time).
    await expectToast(canvasElement, 'Fakturamottaker lagret');
  },
};

/** A new receiver pays for the new student; the seed's receiver toast follows. */
export const RegisterWithNewReceiver: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillStudent(canvas);
    await userEvent.click(canvas.getByText('Eleven er ikke fakturamottaker'));
    await canvas.findByRole('region', { name: 'Ny fakturamottaker' });
    await fillReceiver(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register Student' }));
    const body = bodyOf(canvasElement);
    // The receiver is posted after the student is saved: give the two calls time on a busy machine.
    await waitFor(() => expect(sent.receiver).toHaveLength(1), { timeout: 8000 });
    await expect(sent.receiver[0]).toEqual({
      user_info: {
        first_name: 'Anne',
        last_name: 'Nordmann',
        phone_number: '92345678',
        email: 'anne@example.no',
        address: 'Storgata 1',
        post_code: '0155',
        post_code_area: 'Oslo',
      },
      self_as_student: false,
      pays_for_students: [30],
    });
    // One toast at a time: the receiver's follows the student's.
    await expectToast(canvasElement, 'Eleven er lagret');
    await expectToast(canvasElement, 'Fakturamottaker lagret');
    await expect(body.getByText('Elev er lagt til under valgt fakturamottaker')).toBeVisible();
  },
};

async function registerWithFailingReceiver(canvas: Canvas, canvasElement: HTMLElement) {
  await fillStudent(canvas);
  await userEvent.click(canvas.getByText('Eleven er også fakturamottaker'));
  await userEvent.click(canvas.getByRole('button', { name: 'Register Student' }));
  const body = bodyOf(canvasElement);
  // The failure replaces the student's toast at once.
  await expectToast(canvasElement, 'Fakturamottaker ble ikke oppdatert');
  await expect(body.getByText('Noe gikk galt')).toBeVisible();
  // The saved student is kept: its fields are locked and a notice explains the retry.
  await expect(await canvas.findByText(RETRY_RECEIVER_TEXT)).toBeVisible();
  await expect(canvas.getByText(/Ola Nordmann er lagret/)).toBeVisible();
  await expect(canvas.getAllByRole('textbox', { name: /Fornavn/ })[0]).toBeDisabled();
  await expect(canvas.getByRole('textbox', { name: /Fødselsdato/ })).toBeDisabled();
  await expect(canvas.getByRole('checkbox', { name: /Fysikk 1/ })).toBeDisabled();
  await expect(sent.student).toHaveLength(1);
  await expect(sent.receiver).toHaveLength(1);
}

/** The receiver call fails after the student was saved: destructive 'Fakturamottaker ble ikke oppdatert'. */
export const ReceiverFails: Story = {
  parameters: { msw: { handlers: screenHandlers({ receiverFailures: Infinity }) } },
  play: async ({ canvas, canvasElement }) => {
    await registerWithFailingReceiver(canvas, canvasElement);
  },
};

/** Pressing 'Register Student' again after the receiver failed sends only the receiver, never the student again. */
export const ReceiverRetrySendsOnlyReceiver: Story = {
  parameters: { msw: { handlers: screenHandlers({ receiverFailures: 1 }) } },
  play: async ({ canvas, canvasElement }) => {
    await registerWithFailingReceiver(canvas, canvasElement);
    const button = canvas.getByRole('button', { name: 'Register Student' });
    await userEvent.click(button);
    // One toast at a time: this one waits until the failure's toast has had its 5 s.
    await expectToast(canvasElement, 'Fakturamottaker lagret');
    await expect(sent.student).toEqual([STUDENT_PAYLOAD]);
    await expect(sent.receiver).toHaveLength(2);
    await expect(sent.receiver[1]).toEqual(sent.receiver[0]);
    // Done: the form starts over, without the notice.
    await waitFor(() => expect(button).toBeDisabled());
    await expect(canvas.queryByText(RETRY_RECEIVER_TEXT)).toBeNull();
    await expect(canvas.getAllByRole('textbox', { name: /Fornavn/ })[0]).toBeEnabled();
  },
};

/** The reference lists are still loading: the selects have nothing to offer yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        reference: referenceHandlers.loading,
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Laster…').length).toBeGreaterThanOrEqual(3));
  },
};

/** The reference lists failed: the form still shows, with empty choices. */
export const ReferenceError: Story = {
  parameters: {
    msw: {
      handlers: {
        reference: referenceHandlers.error,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ny elev' })).toBeVisible();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Kunne ikke hente fag, byer og skoler');
    await expect(within(alert).getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};

// Whether the city list fails; the story below makes it answer before pressing 'Prøv igjen'.
let citiesFail = true;

/** 'Prøv igjen' after the lists failed: the lists come, the alert goes, the focus is at the h1. */
export const ReferenceErrorRetried: Story = {
  beforeEach: () => {
    citiesFail = true;
  },
  parameters: {
    msw: {
      handlers: {
        reference: [
          http.get('/user/city/', () => (citiesFail ? serverError() : undefined)),
          ...referenceHandlers.roster,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Kunne ikke hente fag, byer og skoler');
    citiesFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Eleven er ikke fakturamottaker'));
    await expect(await canvas.findByRole('region', { name: 'Ny fakturamottaker' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };
export const LoadingPhone: Story = { ...Loading, globals: PHONE };
export const ReferenceErrorPhone: Story = { ...ReferenceError, globals: PHONE };
