import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Student } from '@portal/api-client/students';
import { resetMocks, studentHandlers } from '@portal/api-client/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE, type PortalStoryParameters } from '../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../testing/storyExpect';
import { withStoryPage } from '../../testing/StoryPage';
import { StudentDetails } from './StudentDetails';
import { phoneColumn } from '../users/contactColumns';
import { hoursLeftColumn, studentNameColumn } from './studentListColumns';
import {
  SEARCH_STUDENTS_LABEL,
  SHOW_INACTIVE_STUDENTS_LABEL,
  StudentListTable,
} from './StudentListTable';

// The list of 'Mine elever' (teacher) and 'Studentoversikt' (staff): each screen picks its columns
// from studentListColumns and gives its texts, and their stories show them (StudentsScreen,
// StudentOverviewScreen). These stories pick three columns, one hidden below sm. The rows are the api-client's
// user/student mocks: twelve students, two of them inactive.
const LABEL = 'Elever';
const EMPTY_TEXT = 'Ingen elever å vise';
const ERROR_TEXT = 'Kunne ikke hente elevene';

const COLUMNS = [studentNameColumn(), phoneColumn<Student>('sm'), hoursLeftColumn()];

const meta = {
  title: 'Features/Students/StudentListTable',
  component: StudentListTable,
  args: {
    label: LABEL,
    columns: COLUMNS,
    emptyText: EMPTY_TEXT,
    errorText: ERROR_TEXT,
    renderExpanded: (student) => (
      <StudentDetails studentId={student.id} loadErrorText="Kunne ikke hente eleven" />
    ),
  },
  decorators: [withStoryPage],
  beforeEach: () => resetMocks(),
} satisfies Meta<typeof StudentListTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active students, ten a page, with the search and 'Vis inaktive elever' above. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: LABEL });
    await expect(await within(table).findByText('Ola Hansen')).toBeVisible();
    await expect(within(table).queryByText('Henrik Haugen')).toBeNull();
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: SEARCH_STUDENTS_LABEL })).toBeVisible();
    await expect(canvas.getByText(SHOW_INACTIVE_STUDENTS_LABEL)).toBeVisible();
  },
};

/** An open row: the area's expanded part, here `StudentDetails`. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: LABEL });
    await within(table).findByText('Ola Hansen');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await expect(await canvas.findByRole('table', { name: 'Pakker' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { students: studentHandlers.empty } },
  } satisfies PortalStoryParameters & {
    msw: unknown;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EMPTY_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: LABEL })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ERROR_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};

/** At 360 px the columns with `visibleFrom` are hidden and the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: LABEL });
    await expect(await within(table).findByText('Ola Hansen')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Timer igjen/ })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /Telefon/ })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
