import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  http,
  makeStudentDetail,
  makeStudentProfile,
  studentHandlers,
} from '@portal/api-client/mocks';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { LOADING_LABEL } from '../../feedback/LoadingState';
import type { PortalStoryParameters } from '../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../testing/storyExpect';
import { StudentDetails } from './StudentDetails';
import { PHONE } from '../../testing/story-parameters';

// The expanded row of 'Mine elever' and 'Studentoversikt' on its own, for student 11 of the
// api-client's user/student mocks (one receiver, one package).
const LOAD_ERROR = 'Kunne ikke hente eleven';

const meta = {
  title: 'Features/Students/StudentDetails',
  component: StudentDetails,
  args: { studentId: 11, loadErrorText: LOAD_ERROR },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StudentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info, receivers and packages; with `showName` the student's name heads them (staff). */
export const Full: Story = {
  args: { showName: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ola Hansen' })).toBeVisible();
    await expect(canvas.getByText('Matematikk 1T, Fysikk 1')).toBeVisible();
    const receivers = canvas.getByRole('table', { name: 'Fakturamottakere' });
    await expect(within(receivers).getByText('Anne Hansen')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Pakker' })).toHaveTextContent('Pakke 10 timer');
  },
};

/** A student with only what the API requires: '–' for every missing field, no receivers, no packages. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        students: [
          http.get('/user/student/{id}/', () =>
            HttpResponse.json(
              makeStudentDetail({
                student: makeStudentProfile({
                  age: null,
                  birth_date: null,
                  address: '',
                  city: null,
                  city_name: null,
                  school: null,
                  school_name: null,
                  contact_person_name: null,
                  subjects: [],
                }),
                invoice_receivers: [],
                packages: [],
                activities: [],
              }),
            ),
          ),
          ...studentHandlers.default,
        ],
      },
    },
  } satisfies PortalStoryParameters & { msw: unknown },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Eleven har ingen fakturamottakere')).toBeVisible();
    await expect(canvas.getByText('Eleven har ingen pakker')).toBeVisible();
    await expect(canvas.getAllByText('–').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: LOADING_LABEL })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { students: studentHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LOAD_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};

/** At 360 px the labels and values share the width and the tables scroll inside it. */
export const Phone: Story = {
  ...Full,
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: 'Pakker' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
