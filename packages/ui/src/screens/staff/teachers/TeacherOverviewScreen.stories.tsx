import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetStaffTeacherMocks, staffTeacherHandlers } from '@portal/api-client/mocks';
import { LAPTOP, PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  clearToasts,
  expectNoSidewaysScroll,
  expectTableFits,
  expectToast,
  findOpenDialog,
  findOpenMenu,
  findTable,
  newPageShown,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { TeacherOverviewScreen } from './TeacherOverviewScreen';
import {
  EDIT_TEACHER_LABEL,
  NO_TEACHERS_TEXT,
  SHOW_INACTIVE_TEACHERS_LABEL,
  TEACHERS_LOAD_ERROR,
  TEACHER_OVERVIEW_TITLE,
  TEACHER_UPDATED,
  TEACHER_UPDATE_FAILED,
} from './teacherTexts';

const meta = {
  title: 'Screens/Staff/Læreroversikt',
  component: TeacherOverviewScreen,
  decorators: [withStoryPage],
  beforeEach: () => resetStaffTeacherMocks(),
  parameters: {
    router: { initialEntries: ['/sales/teacher-overview'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof TeacherOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Active teachers only, newest first, ten a page; 'Vis 10/25/50' and 'Vis kolonner'. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Kari Nordmann')).toBeVisible();
    await expect(grid.queryByText('Julie Sæther')).toBeNull();
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Kari Nordmann')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** At a 1280 px laptop's room beside the sidebar (`LAPTOP`), every column fits the frame. */
export const Laptop: Story = {
  globals: LAPTOP,
  play: ({ canvas }) => expectTableFits(canvas, TEACHER_OVERVIEW_TITLE, 'Kari Nordmann'),
};

/**
 * 'Vis inaktive lærere' adds the teachers who have left, in red with 'Inaktiv'; twelve teachers
 * make two pages of ten, one of 25.
 */
export const InactiveInRed: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.click(canvas.getByText(SHOW_INACTIVE_TEACHERS_LABEL));
    await newPageShown(canvas, TEACHER_OVERVIEW_TITLE);
    const name = await grid.findByText('Julie Sæther');
    await expect(name.closest('[data-inactive="true"]')).not.toBeNull();
    // fg.error, not the colour of an active teacher's name.
    const active = grid.getByText('Kari Nordmann');
    await expect(getComputedStyle(name).color).not.toBe(getComputedStyle(active).color);
    await expect(grid.getAllByText('Inaktiv')).toHaveLength(2);
    await expect(await canvas.findByText('Side 1 av 2')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Rader per side' }),
      'Vis 25',
    );
    await expect(await canvas.findByText('Side 1 av 1')).toBeVisible();
  },
};

export const InactiveInRedPhone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.click(canvas.getByText(SHOW_INACTIVE_TEACHERS_LABEL));
    await expect(await grid.findByText('Julie Sæther')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A row opens to the teacher's subjects, students and staff's notes (seed 001 §3). */
export const ExpandedRow: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await expect(await canvas.findByText('Svært godt likt av elevene.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Fag' })).toHaveTextContent('Matematikk 1T');
    await expect(canvas.getByText('Ola Hansen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: EDIT_TEACHER_LABEL })).toBeVisible();
  },
};

export const ExpandedRowPhone: Story = { ...ExpandedRow, globals: PHONE };

/** The seed's filters: subjects, city, wants students, tablet; each goes back to page 1. */
export const Filters: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'By' }), 'Bergen');
    await newPageShown(canvas, TEACHER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Mari Nilsen')).toBeVisible();
    await waitFor(() => expect(grid.queryByText('Kari Nordmann')).toBeNull());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'By' }), 'Alle byer');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Ønsker elever' }),
      'Ønsker ikke flere elever',
    );
    await newPageShown(canvas, TEACHER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Anders Moen')).toBeVisible();
    await waitFor(() => expect(grid.queryByText('Kari Nordmann')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Nullstill filtre' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Fag/ }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitemcheckbox', { name: /^Norsk/ }),
    );
    await findOpenMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await newPageShown(canvas, TEACHER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Kristine Lund')).toBeVisible();
    await waitFor(() => expect(grid.queryByText('Kari Nordmann')).toBeNull());
  },
};

/** Sorting by a header sends the API's ordering; 'Vis kolonner' hides a column. */
export const SortAndColumns: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.click(grid.getByRole('button', { name: /Navn/ }));
    await waitFor(() => expect(grid.getAllByRole('row')[1]).toHaveTextContent('Anders Moen'));
    await userEvent.click(canvas.getByRole('button', { name: 'Vis kolonner' }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitemcheckbox', { name: 'E-post' }),
    );
    await findOpenMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(grid.queryByRole('columnheader', { name: 'E-post' })).toBeNull());
  },
};

/** Staff edit: the seed's messages for blank names; saving shows the change. */
export const Edit: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await userEvent.click(await canvas.findByRole('button', { name: EDIT_TEACHER_LABEL }));
    const dialog = within(await findOpenDialog(canvasElement, { name: EDIT_TEACHER_LABEL }));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Fornavn/ }));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Etternavn/ }));
    const comments = dialog.getByRole('textbox', { name: 'Våre kommentarer' });
    await userEvent.clear(comments);
    await userEvent.click(comments);
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expect(await dialog.findByText('Fornavn er påkrevd')).toBeVisible();
    await expect(dialog.getByText('Etternavn er påkrevd')).toBeVisible();
    await expect(dialog.getByText('Kommentar kan ikke være lengre enn 255 tegn')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Fornavn/ }), 'Karoline');
    await userEvent.type(dialog.getByRole('textbox', { name: /Etternavn/ }), 'Nordmann');
    await userEvent.clear(comments);
    await userEvent.type(comments, 'Har bil');
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, TEACHER_UPDATED);
    await waitFor(() => expect(grid.getAllByText('Karoline Nordmann')[0]).toBeVisible());
    await expect(await canvas.findByText('Har bil')).toBeVisible();
    // The closed dialog gives the focus back to the button that opened it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: EDIT_TEACHER_LABEL })).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

/** A failed save gives the seed's toast and keeps the dialog open. */
export const EditFails: Story = {
  parameters: { msw: { handlers: { staffTeachers: staffTeacherHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, TEACHER_OVERVIEW_TITLE);
    await grid.findByText('Kari Nordmann');
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await userEvent.click(await canvas.findByRole('button', { name: EDIT_TEACHER_LABEL }));
    const dialog = within(await findOpenDialog(canvasElement, { name: EDIT_TEACHER_LABEL }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, TEACHER_UPDATE_FAILED);
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeEnabled();
    // It was disabled while it saved; the focus is back on it, in the dialog still open.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Lagre' })).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { staffTeachers: staffTeacherHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_TEACHERS_TEXT)).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const Loading: Story = {
  parameters: { msw: { handlers: { staffTeachers: staffTeacherHandlers.loading } } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: TEACHER_OVERVIEW_TITLE });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingPhone: Story = { ...Loading, globals: PHONE };

export const LoadError: Story = {
  parameters: { msw: { handlers: { staffTeachers: staffTeacherHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TEACHERS_LOAD_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
