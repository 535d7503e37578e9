import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  http,
  mockWrites,
  recorded,
  resetMocks,
  serverError,
  teacherHandlers,
} from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { clearToasts, expectNoSidewaysScroll, expectToast } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { UpdateProfileScreen } from './UpdateProfileScreen';

/** The JSON bodies the screen sent to PATCH user/teacher/{id}/, per story run. */
const patches = () => mockWrites.filter((w) => w.method === 'PATCH').map((w) => w.body);

/** Sara Lie, whose initial info is missing; `fails`: saving answers 500. */
const handlers = (fails = false) => ({
  teachers: fails
    ? [
        http.patch('/user/teacher/{id}/', recorded(serverError)),
        ...teacherHandlers.rosterNewTeacher,
      ]
    : teacherHandlers.rosterNewTeacher,
});

const meta = {
  title: 'Screens/Teacher/Oppdater profil',
  component: UpdateProfileScreen,
  decorators: [withStoryPage],
  parameters: {
    msw: { handlers: handlers() },
    router: {
      path: '/teacher/update-profile',
      initialEntries: ['/teacher/update-profile'],
      routes: [{ path: '/teacher/dashboard', element: <Text p="6">Lærerens dashboard</Text> }],
    },
  } satisfies PortalStoryParameters & { msw: unknown },
  beforeEach: () => {
    resetMocks();
  },
} satisfies Meta<typeof UpdateProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByLabelText(/Telefonnummer/), '41234567');
  await userEvent.type(canvas.getByLabelText(/Fødselsnummer/), '01019012480');
  await userEvent.type(canvas.getByLabelText(/Kontonummer/), '1234.56.78903');
}

/** The text that fields are missing and the initial-info form, with the schema's messages. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Noen opplysninger mangler i profilen din/)).toBeVisible();
    await expect(await canvas.findByLabelText(/Fornavn/)).toHaveValue('Sara');
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));
    await expect(await canvas.findByText('Telefonnummer må være 8 til 10 tegn')).toBeVisible();
    await expect(canvas.getByText('Fødselsnummer må være 11 siffer')).toBeVisible();
    await expect(patches()).toEqual([]);
  },
};

/** A successful update goes home (/teacher/dashboard). */
export const SavedGoesHome: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));
    await expect(await canvas.findByText('Lærerens dashboard')).toBeVisible();
    await expect(patches()).toEqual([
      {
        first_name: 'Sara',
        last_name: 'Lie',
        phone_number: '41234567',
        social_security: '01019012480',
        bank_account_number: '12345678903',
        address: '',
        post_code: '',
        post_code_area: '',
      },
    ]);
  },
};

/** A failed update stays with the seed's message. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: handlers(true) } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, 'Noe gikk galt under oppdatering av informasjon');
    await expect(canvas.queryByText('Lærerens dashboard')).toBeNull();
    // 'Lagre' was disabled while it saved; the focus is back on it, to try again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Lagre' })).toHaveFocus());
    await waitFor(() => expect(patches()).toHaveLength(1));
    await clearToasts(canvasElement);
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

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByLabelText(/Fornavn/)).toHaveValue('Sara');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };
export const LoadingPhone: Story = { ...Loading, globals: PHONE };
export const EmptyPhone: Story = { ...Empty, globals: PHONE };
