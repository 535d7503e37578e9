import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LOADING_LABEL, LoadingState } from './LoadingState';

const meta = {
  title: 'Design system/Feedback/LoadingState',
  component: LoadingState,
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as 'Laster…' to screen readers. */
export const Spinner: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: LOADING_LABEL });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const SpinnerWithText: Story = { args: { text: 'Laster…' } };

export const Skeleton: Story = {
  args: { variant: 'skeleton', lines: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: LOADING_LABEL })).toBeVisible();
  },
};

export const SkeletonDark: Story = { ...Skeleton, globals: { theme: 'dark' } };
