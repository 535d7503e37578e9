import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http, serverError, studentHandlers } from '@portal/api-client/mocks';
import { LAPTOP, PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll, expectTableFits, findTable } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { StudentOverviewScreen } from './StudentOverviewScreen';
import {
  NO_STUDENTS_TEXT,
  SEARCH_STUDENTS_LABEL,
  SHOW_INACTIVE_STUDENTS_LABEL,
  STUDENTS_LOAD_ERROR,
  STUDENT_DETAIL_LOAD_ERROR,
  STUDENT_OVERVIEW_TITLE,
} from './studentOverviewTexts';

// The student reads are the api-client's user/student mocks (the `teacher` group): twelve
// students, two of them inactive.
const meta = {
  title: 'Screens/Staff/Studentoversikt',
  component: StudentOverviewScreen,
  decorators: [withStoryPage],
  parameters: {
    router: { initialEntries: ['/sales/student-overview'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof StudentOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active students only, ten a page. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, STUDENT_OVERVIEW_TITLE);
    await expect(await grid.findByText('Ola Hansen')).toBeVisible();
    await expect(grid.queryByText('Henrik Haugen')).toBeNull();
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, STUDENT_OVERVIEW_TITLE);
    await expect(await grid.findByText('Ola Hansen')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * A 1280 px laptop with the sidebar: all eight columns fit the frame. The long headers wrap
 * between words and the e-mails after their '@'; with headers kept on one line the table was
 * 66 px wider than its frame, 'Registrert' hid behind the edge, and e-mails broke mid-word.
 */
export const Laptop: Story = {
  globals: LAPTOP,
  play: async ({ canvas }) => {
    await expectTableFits(canvas, STUDENT_OVERVIEW_TITLE, 'Ola Hansen');
    await expect(canvas.getByRole('columnheader', { name: /Registrert/ })).toBeVisible();
  },
};

/** Find a student by search and open them: receivers, packages and activities (seed 001 §3). */
export const SearchAndOpen: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, STUDENT_OVERVIEW_TITLE);
    await grid.findByText('Ola Hansen');
    await userEvent.type(canvas.getByRole('searchbox', { name: SEARCH_STUDENTS_LABEL }), 'nora');
    await waitFor(() => expect(grid.queryByText('Ola Hansen')).toBeNull());
    await expect(await grid.findByText('Nora Olsen')).toBeVisible();
    await userEvent.click(grid.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByRole('table', { name: 'Fakturamottakere' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Pakker' })).toHaveTextContent('Pakke 10 timer');
    await expect(canvas.getByRole('table', { name: 'Aktiviteter' })).toHaveTextContent(
      '18.11.2026, kl: 16:00',
    );
  },
};

export const SearchAndOpenPhone: Story = {
  ...SearchAndOpen,
  globals: PHONE,
  play: async (context) => {
    await SearchAndOpen.play!(context);
    await expectNoSidewaysScroll(context.canvasElement);
    // The lessons scroll sideways in their frame, which is a keyboard stop named as the table.
    const lessons = await context.canvas.findByRole('group', { name: 'Aktiviteter' });
    await expect(lessons).toHaveAttribute('tabindex', '0');
  },
};

/** 'Vis inaktive elever' adds the inactive ones: twelve students, two pages of ten. */
export const ShowInactive: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, STUDENT_OVERVIEW_TITLE);
    await grid.findByText('Ola Hansen');
    await userEvent.click(canvas.getByText(SHOW_INACTIVE_STUDENTS_LABEL));
    await expect(await canvas.findByText('Side 1 av 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await expect(await grid.findByText('Henrik Haugen')).toBeVisible();
    await expect(grid.getAllByText('Inaktiv')).toHaveLength(2);
  },
};

/** The student's detail fails: the seed's 'Lasting av studenter feilet' with a retry. */
export const DetailLoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        students: [http.get('/user/student/{id}/', serverError), ...studentHandlers.default],
      },
    },
  },
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, STUDENT_OVERVIEW_TITLE);
    await grid.findByText('Ola Hansen');
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await expect(await canvas.findByText(STUDENT_DETAIL_LOAD_ERROR)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_STUDENTS_TEXT)).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const Loading: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.loading } } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', {
      name: STUDENT_OVERVIEW_TITLE,
    });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingPhone: Story = { ...Loading, globals: PHONE };

export const LoadError: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(STUDENTS_LOAD_ERROR)).toBeVisible();
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
