import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import {
  http,
  makeRosterStudentDetail,
  makeRosterStudents,
  makeRosterSubjects,
  mockStudents,
  mockWrites,
  referenceHandlers,
  resetMocks,
  studentHandlers,
} from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll, expectToast, newPageShown } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { StudentsScreen } from './StudentsScreen';

const meta = {
  title: 'Screens/Teacher/Mine elever',
  component: StudentsScreen,
  decorators: [withStoryPage],
  parameters: {
    msw: {
      handlers: { reference: referenceHandlers.roster, students: studentHandlers.roster },
    },
  } satisfies PortalStoryParameters & { msw: unknown },
  beforeEach: () => resetMocks(),
} satisfies Meta<typeof StudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Active students, 10 a page; the toggle 'Vis inaktive elever' adds the inactive ones; sorting by name. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Mine elever' });
    await expect(await within(table).findByText('Emma Hansen')).toBeVisible();
    const active = makeRosterStudents().filter((s) => s.is_active);
    await expect(canvas.getByText('Side 1 av 2')).toBeVisible();
    await expect(dataRows(table)).toHaveLength(10);
    // Inactive students (every fourth) are hidden until the toggle is on.
    await expect(within(table).queryByText('Lukas Andersen')).toBeNull();
    await userEvent.click(canvas.getByText('Vis inaktive elever'));
    await newPageShown(canvas, 'Mine elever');
    await expect(await within(table).findByText('Jakob Larsen')).toBeVisible();
    await expect(canvas.getByText('Side 1 av 2')).toBeVisible();
    await expect(active.length).toBeLessThan(makeRosterStudents().length);

    for (const name of [
      'Navn',
      'Telefon',
      'By',
      'Timer igjen',
      'Dager siden siste aktivitet',
      'Planlagte timer',
    ]) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    }
    const header = canvas.getByRole('columnheader', { name: /Navn/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await newPageShown(canvas, 'Mine elever');
    await waitFor(() => expect(dataRows(table)[0]).toHaveTextContent('Ella Nilsen'));
  },
};

/** An expanded row: info, subject adder, receivers and packages with 'X timer og Y minutter'. */
export const ExpandedRow: Story = {
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Vis detaljer' });
    await userEvent.click(first!);
    await expect(await canvas.findByText('emma.hansen@example.no')).toBeVisible();
    for (const label of [
      'Alder',
      'E-post',
      'Adresse',
      'Postnummer',
      'Poststed',
      'Kontaktperson',
      'Fag',
    ]) {
      await expect(canvas.getAllByText(label, { exact: true })[0]).toBeVisible();
    }
    const packages = canvas.getByRole('table', { name: 'Pakker' });
    await expect(within(packages).getByText('12 timer og 30 minutter')).toBeVisible();
    await expect(within(packages).getByText('20 timer og 0 minutter')).toBeVisible();
    const receivers = canvas.getByRole('table', { name: 'Fakturamottakere' });
    await expect(within(receivers).getByText('Anne Hansen')).toBeVisible();
  },
};

/** A student without packages shows 'Eleven har ingen pakker'. */
export const StudentWithoutPackages: Story = {
  play: async ({ canvas }) => {
    const buttons = await canvas.findAllByRole('button', { name: 'Vis detaljer' });
    await userEvent.click(buttons[1]!);
    await expect(await canvas.findByText('Eleven har ingen pakker')).toBeVisible();
  },
};

/** The subject adder sends PATCH user/student/{id}/add-subjects/ with the chosen subject id. */
export const AddSubject: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Vis detaljer' });
    await userEvent.click(first!);
    const select = await canvas.findByLabelText('Nytt fag for Emma Hansen');
    const button = canvas.getByRole('button', { name: 'Legg til fag' });
    await expect(button).toBeDisabled();
    // The student's own subject is not offered again.
    await waitFor(() =>
      expect(within(select).queryByText('Fysikk 1 (Videregående)')).not.toBeNull(),
    );
    await expect(within(select).queryByText('Matematikk 1T (Videregående)')).toBeNull();
    await userEvent.selectOptions(select, 'Fysikk 1 (Videregående)');
    await userEvent.click(button);
    await expectToast(canvasElement, 'Faget er lagt til eleven');
    // No subject is chosen now, so the button stays disabled: the focus is on the select.
    await waitFor(() => expect(select).toHaveFocus());
    await expect(mockWrites).toEqual([
      { method: 'PATCH', path: 'user/student/1/add-subjects/', body: { subjects: [2] } },
    ]);
  },
};

/** A refused subject shows the server's message, never 'Noe gikk galt (400)'. */
export const AddSubjectFails: Story = {
  parameters: {
    msw: {
      handlers: {
        students: [
          http.patch('/user/student/{id}/add-subjects/', () =>
            HttpResponse.json({ subjects: ['Faget kan ikke legges til.'] }, { status: 400 }),
          ),
          ...studentHandlers.roster,
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Vis detaljer' });
    await userEvent.click(first!);
    const select = await canvas.findByLabelText('Nytt fag for Emma Hansen');
    await waitFor(() =>
      expect(within(select).queryByText('Fysikk 1 (Videregående)')).not.toBeNull(),
    );
    await userEvent.selectOptions(select, 'Fysikk 1 (Videregående)');
    const add = canvas.getByRole('button', { name: 'Legg til fag' });
    await userEvent.click(add);
    await expectToast(canvasElement, 'Faget kan ikke legges til.');
    // It was disabled while adding; the focus is back on it, to try again.
    await waitFor(() => expect(add).toHaveFocus());
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('Noe gikk galt')).toBeVisible();
    await expect(body.queryByText(/\(400\)/)).toBeNull();
    // The choice stays for another try.
    await expect(select).toHaveDisplayValue('Fysikk 1 (Videregående)');
  },
};

/** At 360 px only name and remaining hours show; the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Emma Hansen')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Timer igjen/ })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /Telefon/ })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Three subjects, longer together than a phone is wide. */
const MANY_SUBJECTS = [
  { id: 1, subject_name: 'Matematikk 1T' },
  { id: 2, subject_name: 'Fysikk 1 (Videregående)' },
  { id: 4, subject_name: 'Norsk (Ungdomsskole)' },
];

/** On a phone the details stay within the screen: a long list of subjects wraps, not cut off. */
export const ExpandedPhone: Story = {
  globals: PHONE,
  parameters: {
    msw: {
      handlers: {
        students: mockStudents({
          students: makeRosterStudents(),
          detail: (student) => {
            const detail = makeRosterStudentDetail(student.id);
            return { ...detail, student: { ...detail.student, subjects: MANY_SUBJECTS } };
          },
          subjects: makeRosterSubjects(),
          orderByName: true,
        }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Vis detaljer' });
    await userEvent.click(first!);
    await expect(await canvas.findByText('12 timer og 30 minutter')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
    // The text's own extent (a range), not its box: an unwrapped line overflows a box that fits.
    const subjects = document.createRange();
    subjects.selectNodeContents(
      canvas.getByText(MANY_SUBJECTS.map((s) => s.subject_name).join(', ')),
    );
    const frame = canvas.getByRole('table', { name: 'Mine elever' }).parentElement!;
    await expect(subjects.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('skeleton-row')).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har ingen elever å vise')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente elevene dine')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };
export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };
export const LoadingPhone: Story = { ...Loading, globals: PHONE };
