import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { http, makePage, neverResolve, serverError } from '@portal/api-client/mocks';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { NO_STUDENTS_TEXT } from '../shared/customerTexts';
import { CustomerStudentsScreen } from './CustomerStudentsScreen';
import { PHONE } from '../../../testing/story-parameters';

const meta = {
  title: 'Screens/Customer/Mine elever',
  component: CustomerStudentsScreen,
  decorators: [withStoryPage],
} satisfies Meta<typeof CustomerStudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The students the payer pays for, each with e-mail and phone to tap. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards.length).toBeGreaterThan(1);
    await expect(canvas.getAllByRole('link', { name: /@/ }).length).toBe(cards.length);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { students: [http.get('/user/student/', () => HttpResponse.json(makePage([])))] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_STUDENTS_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { students: [http.get('/user/student/', neverResolve)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { students: [http.get('/user/student/', serverError)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente elevene.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article');
    await expectNoSidewaysScroll(canvasElement);
  },
};
