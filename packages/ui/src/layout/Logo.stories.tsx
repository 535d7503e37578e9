import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Design system/Layout/Logo',
  component: Logo,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Portalen' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Large: Story = { args: { height: '16' } };
