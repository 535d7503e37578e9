import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  http,
  makeStudentDetail,
  packageHandlers,
  resetPackageMocks,
  studentHandlers,
} from '@portal/api-client/mocks';
import type { PortalStoryParameters } from '../../../testing/story-parameters';
import { clearToasts, expectNoSidewaysScroll, expectToast } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { enterText } from '../../../testing/storyInput';
import { NewPackageScreen } from './NewPackageScreen';
import {
  ADD_RECEIVER_HELP,
  CHOOSE_STUDENTS_FIRST,
  CREATE_FAILED,
  NO_RECEIVER_FOR_STUDENT,
  RECEIVER_HELP,
  STUDENTS_STAY_HELP,
} from './packageTexts';
import { PHONE } from '../../../testing/story-parameters';

// The body of the last POST package/package/, so a story can check what was sent.
let sent: unknown = null;
const recordingSale = [
  http.post('/package/package/', async ({ request }) => {
    sent = await request.json();
    return HttpResponse.json({ detail: 'stop' }, { status: 500 });
  }),
  ...packageHandlers.staff,
];

const meta = {
  title: 'Screens/Staff/Ny Pakke på Elev',
  component: NewPackageScreen,
  decorators: [withStoryPage],
  beforeEach: () => {
    resetPackageMocks();
    sent = null;
  },
  parameters: {
    msw: { handlers: { packages: packageHandlers.staff } },
    router: {
      initialEntries: ['/sales/new-package'],
      routes: [{ path: '/sales/package-overview', element: <p>Pakkeoversikt åpnet</p> }],
    },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof NewPackageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Ny Pakke på Elev' }));

/** Choose a type and a student, then the student's payer. */
async function fillRequired(canvas: Canvas) {
  const f = form(canvas);
  const type = f.getByRole('combobox', { name: /Pakketype/ });
  await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(type, 'Pakke 10 timer – 4 950 kr');
  await userEvent.type(f.getByRole('searchbox', { name: 'Søk etter elev' }), 'Ola');
  await userEvent.click(await f.findByRole('button', { name: 'Legg til Ola Hansen' }));
  const receiver = f.getByRole('combobox', { name: /Fakturamottaker/ });
  await waitFor(() => expect(within(receiver).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(receiver, 'Anne Hansen');
}

/** The form before anything is chosen: the receiver waits for the students. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const receiver = form(canvas).getByRole('combobox', { name: /Fakturamottaker/ });
    await expect(receiver).toHaveDisplayValue(CHOOSE_STUDENTS_FIRST);
    await expect(receiver).toHaveAccessibleDescription(RECEIVER_HELP);
    // Seed 001: adding students cannot be undone, so the form says so before saving.
    await expect(
      form(canvas).getByRole('searchbox', { name: 'Søk etter elev' }),
    ).toHaveAccessibleDescription(STUDENTS_STAY_HELP);
    await expect(canvas.getByText('Pris:')).toBeVisible();
  },
};

/** A chosen student nobody pays for: the receiver says so instead of asking for students. */
export const StudentWithoutReceiver: Story = {
  parameters: {
    msw: {
      handlers: {
        students: [
          http.get('/user/student/{id}/', () =>
            HttpResponse.json(makeStudentDetail({ invoice_receivers: [] })),
          ),
          ...studentHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const f = form(canvas);
    await userEvent.type(f.getByRole('searchbox', { name: 'Søk etter elev' }), 'Ola');
    await userEvent.click(await f.findByRole('button', { name: 'Legg til Ola Hansen' }));
    const receiver = f.getByRole('combobox', { name: /Fakturamottaker/ });
    await waitFor(() => expect(receiver).toHaveDisplayValue(NO_RECEIVER_FOR_STUDENT));
    await expect(receiver).toHaveAccessibleDescription(ADD_RECEIVER_HELP);
  },
};

/**
 * Choosing students by keyboard: after 'Legg til' the focus is in the emptied search, for the next
 * student; after 'Fjern' on the next chosen student's 'Fjern', and after the last one in the search.
 */
export const ChooseStudentsByKeyboard: Story = {
  play: async ({ canvas }) => {
    const f = form(canvas);
    const search = f.getByRole('searchbox', { name: 'Søk etter elev' });
    await userEvent.type(search, 'Ola');
    (await f.findByRole('button', { name: 'Legg til Ola Hansen' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveFocus();
    await expect(search).toHaveValue('');
    await userEvent.type(search, 'Emil');
    (await f.findByRole('button', { name: 'Legg til Emil Larsen' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveFocus();

    const chosen = f.getByRole('list', { name: 'Valgte elever' });
    within(chosen).getByRole('button', { name: 'Fjern Ola Hansen' }).focus();
    await userEvent.keyboard('{Enter}');
    const removeEmil = within(chosen).getByRole('button', { name: 'Fjern Emil Larsen' });
    await expect(removeEmil).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(f.queryByRole('list', { name: 'Valgte elever' })).toBeNull();
    await expect(search).toHaveFocus();
  },
};

/** Required fields: the seed's messages on submit. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lagre pakke' }));
    await expect(await canvas.findByText('Velg en pakketype')).toBeVisible();
    await expect(canvas.getByText('Velg minst én elev')).toBeVisible();
    await expect(canvas.getByText('Velg en fakturamottaker')).toBeVisible();
    const discount = canvas.getByRole('spinbutton', { name: 'Rabatt (%)' });
    await enterText(discount, '150');
    await userEvent.tab();
    await expect(await canvas.findByText('Rabatt må være mellom 0 og 100')).toBeVisible();
  },
};

/** The price follows the formula: 4950 × (1 − 20/100) + 300 = 4260, in 3 payments of 1420. */
export const LivePrice: Story = {
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await enterText(canvas.getByRole('spinbutton', { name: 'Rabatt (%)' }), '20');
    await enterText(canvas.getByRole('spinbutton', { name: 'Ekstrapris (kr)' }), '300');
    await enterText(canvas.getByRole('spinbutton', { name: 'Antall betalinger' }), '3');
    await expect(await canvas.findByText(/4\s260 kr/)).toBeVisible();
    await expect(await canvas.findByText(/3 betalinger à 1\s420 kr/)).toBeVisible();
  },
};

/** Blank numbers are sent as their defaults: discount 0, extra price 0, extra hours 0, payments 1. */
export const BlankDefaults: Story = {
  parameters: { msw: { handlers: { packages: recordingSale } } },
  play: async ({ canvas, canvasElement }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre pakke' }));
    await waitFor(() => expect(sent).not.toBeNull());
    await expect(sent).toMatchObject({
      package_type: 2,
      students: [11],
      invoice_receiver: 31,
      discount_percentage: 0,
      extra_price: 0,
      additional_hours_added: 0,
      number_of_payments: 1,
    });
    // The failure toast of seed 001 §8.
    await expectToast(canvasElement, CREATE_FAILED);
    // 'Lagre pakke' was disabled while it saved; the focus is back on it, to try again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Lagre pakke' })).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/** Saved: the toast, then 'Pakkeoversikt' with the new package open. */
export const Save: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre pakke' }));
    await expectToast(canvasElement, 'Pakken er lagret');
    await expect(await canvas.findByText('Pakkeoversikt åpnet')).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await fillRequired(canvas);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...LivePrice, globals: { theme: 'dark' } };
