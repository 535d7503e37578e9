import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  http,
  invoiceReceiverHandlers,
  referenceHandlers,
  resetInvoiceReceiverMocks,
  resetStaffTeacherMocks,
  serverError,
  staffTeacherHandlers,
} from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { clearToasts, expectNoSidewaysScroll, expectToast } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { NewUserScreen } from './NewUserScreen';
import {
  NEW_EMPLOYEE_TEXT,
  NEW_RECEIVER_INFO_TITLE,
  REGISTER_STUDENT_LABEL,
  REGISTER_TEACHER_LABEL,
  RETRY_RECEIVER_TEXT,
  TEACHER_CREATED,
  TEACHER_CREATE_FAILED,
} from './newUserTexts';

const meta = {
  title: 'Screens/Staff/Ny bruker',
  component: NewUserScreen,
  decorators: [withStoryPage],
  beforeEach: () => {
    resetStaffTeacherMocks();
    resetInvoiceReceiverMocks();
  },
  parameters: {
    router: { initialEntries: ['/employee/new-user'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof NewUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function fillTeacher(canvas: Canvas) {
  const form = within(canvas.getByRole('form', { name: 'Ny lærer' }));
  await userEvent.type(form.getByRole('textbox', { name: /Fornavn/ }), 'Lise');
  await userEvent.type(form.getByRole('textbox', { name: /Etternavn/ }), 'Lærer');
  await userEvent.type(form.getByRole('textbox', { name: /E-post/ }), 'lise.laerer@demo.no');
  await userEvent.selectOptions(
    await form.findByRole('combobox', { name: /Undervisningsby/ }),
    'Bergen',
  );
  await userEvent.click(await form.findByText('Matematikk 1T (Videregående)'));
  await userEvent.type(form.getByRole('textbox', { name: /Kommentar/ }), 'Fra Studentmessa');
}

async function openStudent(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Ny elev' }));
  return within(await canvas.findByRole('form', { name: 'Ny elev' }));
}

async function fillStudent(form: Canvas) {
  await userEvent.type(form.getAllByRole('textbox', { name: /Fornavn/ })[0]!, 'Ola');
  await userEvent.type(form.getAllByRole('textbox', { name: /Etternavn/ })[0]!, 'Nordmann');
  await userEvent.type(form.getByRole('textbox', { name: /Fødselsdato/ }), '17.04.2009');
  await userEvent.tab();
  await userEvent.type(form.getAllByRole('textbox', { name: /Telefonnummer/ })[0]!, '41234567');
  await userEvent.type(form.getAllByRole('textbox', { name: /E-post/ })[0]!, 'ola@example.no');
  await userEvent.type(form.getAllByRole('textbox', { name: /Adresse/ })[0]!, 'Storgata 1');
  await userEvent.type(form.getAllByRole('textbox', { name: /Postnummer/ })[0]!, '0155');
  await userEvent.type(form.getAllByRole('textbox', { name: /Poststed/ })[0]!, 'Oslo');
  await userEvent.selectOptions(await form.findByRole('combobox', { name: /^By/ }), 'Oslo');
  await userEvent.selectOptions(
    form.getByRole('combobox', { name: /Skole/ }),
    'Oslo katedralskole',
  );
  await userEvent.click(await form.findByText('Matematikk 1T (Videregående)'));
}

async function fillReceiver(form: Canvas) {
  const section = within(form.getByRole('region', { name: 'Ny fakturamottaker' }));
  await userEvent.type(section.getByRole('textbox', { name: /Fornavn/ }), 'Anne');
  await userEvent.type(section.getByRole('textbox', { name: /Etternavn/ }), 'Nordmann');
  await userEvent.type(section.getByRole('textbox', { name: /Telefonnummer/ }), '92345678');
  await userEvent.type(section.getByRole('textbox', { name: /E-post/ }), 'anne@example.no');
  await userEvent.type(section.getByRole('textbox', { name: /Adresse/ }), 'Storgata 1');
  await userEvent.type(section.getByRole('textbox', { name: /Postnummer/ }), '0155');
  await userEvent.type(section.getByRole('textbox', { name: /Poststed/ }), 'Oslo');
}

/** 'Ny lærer' first, with the four toggles. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('group', { name: 'Hva slags bruker' });
    for (const name of ['Ny lærer', 'Ny elev', 'Ny fakturamottaker', 'Ny ansatt'])
      await expect(within(toggle).getByRole('button', { name })).toBeVisible();
    await expect(within(toggle).getByRole('button', { name: 'Ny lærer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByText('Matematikk 1T (Videregående)')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Matematikk 1T (Videregående)')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** 'Ny lærer' empty: the seed's messages (seed 001 §5). */
export const NewTeacherRules: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      within(canvas.getByRole('form', { name: 'Ny lærer' })).getByRole('textbox', {
        name: /E-post/,
      }),
      'ikke-en-adresse',
    );
    await userEvent.click(canvas.getByRole('button', { name: REGISTER_TEACHER_LABEL }));
    for (const message of [
      'Fornavn er påkrevd',
      'Etternavn er påkrevd',
      'Oppgi en gyldig e-postadresse',
      'Velg minst ett fag',
      'Velg en undervisningsby',
      'Kommentar er påkrevd',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
  },
};

/** A valid teacher is registered: the toast says how they sign in; the form empties. */
export const NewTeacherSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillTeacher(canvas);
    await userEvent.click(canvas.getByRole('button', { name: REGISTER_TEACHER_LABEL }));
    await expectToast(canvasElement, TEACHER_CREATED);
    const firstName = within(canvas.getByRole('form', { name: 'Ny lærer' })).getByRole('textbox', {
      name: /Fornavn/,
    });
    await waitFor(() => expect(firstName).toHaveValue(''));
    // The emptied form is for the next teacher, from its first field.
    await waitFor(() => expect(firstName).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/** A failed create gives the seed's toast ('Noe gikk galt under oppretting av lærer'). */
export const NewTeacherFails: Story = {
  parameters: { msw: { handlers: { staffTeachers: staffTeacherHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    await fillTeacher(canvas);
    await userEvent.click(canvas.getByRole('button', { name: REGISTER_TEACHER_LABEL }));
    await expectToast(canvasElement, TEACHER_CREATE_FAILED);
    // It was disabled while it registered; the focus is back on it, to try again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: REGISTER_TEACHER_LABEL })).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

/** The server's field message (a taken e-mail) shows under its field. */
export const NewTeacherEmailTaken: Story = {
  parameters: { msw: { handlers: { staffTeachers: staffTeacherHandlers.invalid } } },
  play: async ({ canvas, canvasElement }) => {
    await fillTeacher(canvas);
    await userEvent.click(canvas.getByRole('button', { name: REGISTER_TEACHER_LABEL }));
    await expect(
      await canvas.findByText('En bruker med denne e-postadressen finnes allerede.'),
    ).toBeVisible();
    // The first refused field in the form takes the focus: what to fix.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Fornavn/ })).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/** 'Registrer elev' stays disabled until one of the three receiver choices is made. */
export const NewStudentNeedsReceiverChoice: Story = {
  play: async ({ canvas }) => {
    const form = await openStudent(canvas);
    const button = form.getByRole('button', { name: REGISTER_STUDENT_LABEL });
    await expect(button).toBeDisabled();
    await userEvent.click(form.getByText('Velg eksisterende fakturamottaker'));
    await expect(button).toBeEnabled();
    await expect(form.getByRole('region', { name: 'Eksisterende fakturamottaker' })).toBeVisible();
    await userEvent.click(button);
    await expect(await form.findByText('Velg en fakturamottaker')).toBeVisible();
    await expect(form.getByText('Fornavn er påkrevd')).toBeVisible();
  },
};

export const NewStudentNeedsReceiverChoicePhone: Story = {
  ...NewStudentNeedsReceiverChoice,
  globals: PHONE,
  play: async (context) => {
    await NewStudentNeedsReceiverChoice.play!(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/** A student with a new receiver: 'Eleven er lagret', then the receiver's toast. */
export const NewStudentWithNewReceiver: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = await openStudent(canvas);
    await fillStudent(form);
    await userEvent.click(form.getByText('Registrer ny fakturamottaker'));
    await fillReceiver(form);
    await userEvent.click(form.getByRole('button', { name: REGISTER_STUDENT_LABEL }));
    await expectToast(canvasElement, 'Elev er lagt til under valgt fakturamottaker');
    await expect(form.getByRole('button', { name: REGISTER_STUDENT_LABEL })).toBeDisabled();
    await clearToasts(canvasElement);
  },
};

/** A student paid for by an existing receiver, picked by search (add_new_student). */
export const NewStudentWithExistingReceiver: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = await openStudent(canvas);
    await fillStudent(form);
    await userEvent.click(form.getByText('Velg eksisterende fakturamottaker'));
    await userEvent.type(form.getByRole('combobox', { name: /Fakturamottaker/ }), 'anne');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Anne Hansen/ }));
    await expect(form.getByRole('combobox', { name: /Fakturamottaker/ })).toHaveValue(
      'Anne Hansen',
    );
    await userEvent.click(form.getByRole('button', { name: REGISTER_STUDENT_LABEL }));
    await expectToast(canvasElement, 'Elev er lagt til under valgt fakturamottaker');
    await clearToasts(canvasElement);
  },
};

/** The receiver fails after the student is saved: the seed's toast; a retry sends only it. */
export const NewStudentReceiverFails: Story = {
  parameters: {
    msw: {
      handlers: {
        invoiceReceivers: [
          http.post('/user/invoice-receiver/', serverError),
          ...invoiceReceiverHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await openStudent(canvas);
    await fillStudent(form);
    await userEvent.click(form.getByText('Registrer ny fakturamottaker'));
    await fillReceiver(form);
    await userEvent.click(form.getByRole('button', { name: REGISTER_STUDENT_LABEL }));
    await expectToast(canvasElement, 'Fakturamottaker ble ikke lagret');
    await expect(await form.findByText(RETRY_RECEIVER_TEXT)).toBeVisible();
    await clearToasts(canvasElement);
  },
};

/** 'Ny fakturamottaker' shows only the information text. */
export const NewReceiverInfo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ny fakturamottaker' }));
    await expect(await canvas.findByText(NEW_RECEIVER_INFO_TITLE)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const NewReceiverInfoPhone: Story = { ...NewReceiverInfo, globals: PHONE };

/** 'Ny ansatt' says 'kommer'. */
export const NewEmployee: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ny ansatt' }));
    await expect(await canvas.findByText(NEW_EMPLOYEE_TEXT)).toBeVisible();
  },
};

/** No subjects or cities to choose: 'Ingen resultat'. */
export const Empty: Story = {
  parameters: { msw: { handlers: { reference: referenceHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Ingen resultat'))[0]).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

/** The reference lists are loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { reference: referenceHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Laster…'))[0]).toBeVisible();
  },
};

export const LoadingPhone: Story = { ...Loading, globals: PHONE };

/** The reference lists fail: the student form says so with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { reference: referenceHandlers.error } } },
  play: async ({ canvas }) => {
    const form = await openStudent(canvas);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Kunne ikke hente fag, byer og skoler',
    );
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
