import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import {
  activityHandlers,
  makeActivityHistory,
  makeHistoryNextActivity,
  makeHistoryNextPayment,
  makeOverdueCount,
  mockActivities,
  mockNextPayment,
  salaryHandlers,
} from '@portal/api-client/mocks';
import { draftKey } from '../../../form/formDraft';
import { storedSession } from '../../../session/storySessions';
import { withSession } from '../../../session/withSession';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll, newPageShown } from '../../../testing/storyExpect';
import { TeacherDashboardScreen } from './TeacherDashboardScreen';
import { UNSAVED_ACTIVITIES_TITLE } from './UnsavedActivitiesNotice';
import { NEXT_ACTIVITY_TITLE, NO_PLANNED_ACTIVITIES } from './NextActivityCard';
import { OVERDUE_LABEL, PAY_CARD_TITLE, PAY_LOAD_ERROR, SHOW_OVERDUE_NAME } from './PayCard';
import {
  ACTIVITIES_LOAD_ERROR,
  ACTIVITY_TABLE_LABEL,
  NO_ACTIVITIES_TEXT,
  STATUS_FILTER_LABEL,
} from './ActivityTable';

/** The dashboard's reads: the activities and the teacher's next payment. */
const atDashboard = (handlers: { activities: unknown[]; salary: unknown[] }) =>
  ({
    router: { initialEntries: ['/teacher/dashboard'], path: '/teacher/dashboard' },
    msw: { handlers },
  }) satisfies PortalStoryParameters & { msw: unknown };

/** A term behind: 25 activities (4 planned, 2 without summary), the next one, a pay card. */
const full = {
  activities: mockActivities({
    activities: makeActivityHistory(),
    next: makeHistoryNextActivity(),
    overdue: makeOverdueCount(2),
  }),
  salary: mockNextPayment(makeHistoryNextPayment()),
};
const state = (name: 'empty' | 'loading' | 'error') => ({
  activities: activityHandlers[name],
  salary: salaryHandlers[name],
});

const meta = {
  title: 'Screens/Teacher/Dashboard',
  component: TeacherDashboardScreen,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }}>
        <Story />
      </Box>
    ),
  ],
  parameters: atDashboard(full),
} satisfies Meta<typeof TeacherDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name }));
const tableRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: ACTIVITY_TABLE_LABEL }))
    .getAllByRole('row')
    .slice(1);

/** Pay card, 'Neste aktivitet' and the first page of the table, with the seed's formats. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const pay = region(canvas, PAY_CARD_TITLE);
    // Now is 21 November: the next pay day is 15 December.
    await expect(await pay.findByText('15. desember')).toBeVisible();
    await expect(pay.getByTestId('overdue-count')).toHaveTextContent('2');
    await expect(pay.getByText(OVERDUE_LABEL)).toBeVisible();
    const next = within(pay.getByRole('group', { name: 'Neste utbetaling' }));
    await expect(next.getByText('4 500 kr')).toBeVisible();
    await expect(next.getByText('300 kr')).toBeVisible();
    await expect(next.getByText('150 kr')).toBeVisible();
    await expect(next.getByText('400 kr')).toBeVisible();
    await expect(next.getByText('5 350 kr')).toBeVisible();
    const unpaid = within(pay.getByRole('group', { name: 'Totalt ikke utbetalt' }));
    await expect(unpaid.getByText('6 300,50 kr')).toBeVisible();
    await expect(unpaid.getByText('7 500,50 kr')).toBeVisible();

    const card = region(canvas, NEXT_ACTIVITY_TITLE);
    await expect(await card.findByText('Engelsk')).toBeVisible();
    await expect(card.getByText('Emma Johansen, Noah Berg')).toBeVisible();
    await expect(card.getByText('22.11.2026')).toBeVisible();
    await expect(card.getByText('16:00–18:00')).toBeVisible();
    await expect(card.getByText('Hjemme hos eleven')).toBeVisible();
    await expect(card.getByText('Plan for aktiviteten')).toBeVisible();
    await expect(card.getByText('Muntlig presentasjon')).toBeVisible();
    await expect(card.getByText('700 kr')).toBeVisible();
    await expect(card.getByText('20 minutter')).toBeVisible();

    await waitFor(() => expect(tableRows(canvas)).toHaveLength(10));
    const first = tableRows(canvas)[0]!;
    for (const text of [
      '24.11.2026 16:00',
      'Matematikk R1',
      '2:00',
      'Emma Johansen',
      'Planlagt',
      '600 kr',
    ]) {
      await expect(within(first).getByText(text)).toBeVisible();
    }
    await expect(within(tableRows(canvas)[4]!).getByText('Mangler oppsummering')).toBeVisible();
    await expect(within(tableRows(canvas)[6]!).getByText('Fullført')).toBeVisible();
    await expect(
      within(first).getByRole('link', { name: 'Rediger aktivitet 24.11.2026 16:00' }),
    ).toHaveAttribute('href', '/teacher/activity/200');
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
  },
};

/** A row expands to date, time range, subject, students, status, base, travel and total pay. */
export const ExpandedRow: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(10));
    await userEvent.click(
      within(tableRows(canvas)[1]!).getByRole('button', { name: 'Vis detaljer' }),
    );
    const details = within(tableRows(canvas)[2]!);
    for (const text of [
      '23.11.2026',
      '16:00–17:30',
      'Norsk',
      'Emma Johansen, Noah Berg',
      'Planlagt',
      '450 kr',
      '100 kr',
      '550 kr',
    ]) {
      await expect(details.getByText(text)).toBeVisible();
    }
    for (const label of [
      'Dato',
      'Tid',
      'Fag',
      'Elever',
      'Status',
      'Grunnlønn',
      'Reiselønn',
      'Total lønn',
    ]) {
      await expect(details.getByText(label)).toBeVisible();
    }
  },
};

/** Paging and search reach the server; a search goes back to page 1. */
export const PagingAndSearch: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(10));
    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await expect(await canvas.findByText('Side 2 av 3')).toBeVisible();
    await newPageShown(canvas, ACTIVITY_TABLE_LABEL);
    await waitFor(() =>
      expect(within(tableRows(canvas)[0]!).getByText('14.11.2026 16:00')).toBeVisible(),
    );

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Søk i aktiviteter' }), 'kjemi');
    await expect(await canvas.findByText('Side 1 av 1')).toBeVisible();
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(5));
    for (const row of tableRows(canvas))
      await expect(within(row).getByText('Kjemi 1')).toBeVisible();
  },
};

/**
 * 'Vis' beside the overdue count lists just the lessons missing a summary and moves focus to the
 * table; the status filter shows the choice and 'Alle statuser' lists everything again.
 */
export const ShowOverdue: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(10));
    await userEvent.click(await canvas.findByRole('button', { name: SHOW_OVERDUE_NAME }));
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(2));
    for (const row of tableRows(canvas))
      await expect(within(row).getByText('Mangler oppsummering')).toBeVisible();
    const filter = canvas.getByRole('combobox', { name: STATUS_FILTER_LABEL });
    await expect(filter).toHaveValue('missing_summary');
    await expect(canvas.getByRole('heading', { name: ACTIVITY_TABLE_LABEL })).toHaveFocus();
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();

    await userEvent.selectOptions(filter, 'Alle statuser');
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(10));
    await userEvent.selectOptions(filter, 'Planlagt');
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(4));
  },
};

/** Phone width: time, subject and edit only; the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(tableRows(canvas)).toHaveLength(10));
    await expect(canvas.getByRole('columnheader', { name: 'Tid' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Fag' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Lønn' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Elever' })).toBeNull();
    await expect(await region(canvas, NEXT_ACTIVITY_TITLE).findByText('Engelsk')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

// Full's play waits for the data: without it the capture raced the mocked reads.
export const Dark: Story = { ...Full, globals: { theme: 'dark' } };

/** No pay, no planned lesson, no activities. */
export const Empty: Story = {
  parameters: atDashboard(state('empty')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_PLANNED_ACTIVITIES)).toBeVisible();
    await expect(await canvas.findByText(NO_ACTIVITIES_TEXT)).toBeVisible();
    await expect(region(canvas, PAY_CARD_TITLE).getByTestId('overdue-count')).toHaveTextContent(
      '0',
    );
    // Nothing is overdue: nothing to show.
    await expect(canvas.queryByRole('button', { name: SHOW_OVERDUE_NAME })).toBeNull();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const Loading: Story = {
  parameters: atDashboard(state('loading')),
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: PAY_CARD_TITLE })).getByRole('status'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: NEXT_ACTIVITY_TITLE })).getByRole('status'),
    ).toBeVisible();
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(3);
  },
};

export const LoadingPhone: Story = { ...Loading, globals: PHONE };

/** Every read fails: each part says so and offers 'Prøv igjen'. */
export const LoadError: Story = {
  parameters: atDashboard(state('error')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(PAY_LOAD_ERROR)).toBeVisible();
    await expect(await canvas.findByText('Kunne ikke hente neste aktivitet.')).toBeVisible();
    await expect(await canvas.findByText(ACTIVITIES_LOAD_ERROR)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Prøv igjen' })).toHaveLength(3);
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };

/**
 * Signed in again after the session ended while two activities were being written: a new one and
 * changes to the lesson of 19.11.2026 16:00 (drafts in sessionStorage, form/formDraft.ts). Each
 * line's 'Fortsett' goes to its form, where the draft is shown again (the e2e follows one).
 */
export const UnsavedActivities: Story = {
  decorators: [withSession],
  globals: PHONE,
  parameters: {
    ...atDashboard(full),
    localStorage: storedSession('teacher', { id: 7, first_name: 'Jonas', last_name: 'Haugen' }),
    sessionStorage: {
      [draftKey('7', 'activity.new')]: JSON.stringify({ activity_plan: 'Brøk' }),
      [draftKey('7', 'activity.150')]: JSON.stringify({
        start_date_time: '2026-11-19T16:00:00+01:00',
        summary_teacher: 'Gikk gjennom derivasjon',
      }),
      // Another teacher's draft on the same tab is not shown.
      [draftKey('8', 'activity.151')]: JSON.stringify({ activity_plan: 'Annen lærer' }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const notice = within(await canvas.findByRole('status', { name: UNSAVED_ACTIVITIES_TITLE }));
    await expect(
      notice.getByRole('link', { name: 'Fortsett: Aktiviteten 19.11.2026 16:00' }),
    ).toHaveAttribute('href', '/teacher/activity/150');
    await expect(notice.getAllByRole('link')).toHaveLength(2);
    await expectNoSidewaysScroll(canvasElement);
    await expect(notice.getByRole('link', { name: 'Fortsett: Ny aktivitet' })).toHaveAttribute(
      'href',
      '/teacher/activity',
    );
  },
};
