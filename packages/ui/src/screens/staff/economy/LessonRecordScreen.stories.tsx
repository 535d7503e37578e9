import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { monthCheckHandlers } from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { LESSON_LOAD_ERROR, LESSON_NOT_FOUND } from './economyTexts';
import { LessonRecordScreen } from './LessonRecordScreen';

const meta = {
  title: 'Screens/Staff/Månedskontroll, time',
  component: LessonRecordScreen,
  decorators: [withStoryPage],
  parameters: {
    router: { initialEntries: ['/economy/lesson/219'], path: '/economy/lesson/:id' },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof LessonRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lesson paid before its summary: both dates, the pay, the summaries. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Time 01.10.2026' })).toBeVisible();
    await expect(canvas.getByText('Eirik Dahl')).toBeVisible();
    await expect(canvas.getByText('Sofie Dahl')).toBeVisible();
    await expect(canvas.getByText('375 kr')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tilbake til månedskontrollen' })).toBeVisible();
  },
};

/** A lesson without a summary, not paid. */
export const MissingSummary: Story = {
  parameters: { router: { initialEntries: ['/economy/lesson/246'], path: '/economy/lesson/:id' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ikke betalt')).toBeVisible();
    await expect(canvas.getAllByText('Mangler oppsummering')).toHaveLength(2);
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { monthCheck: monthCheckHandlers.lessonMissing } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LESSON_NOT_FOUND)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { monthCheck: monthCheckHandlers.lessonError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LESSON_LOAD_ERROR)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Eirik Dahl');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
