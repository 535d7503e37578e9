import { Box, Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LuUsers } from 'react-icons/lu';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No results.' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's empty state. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results.')).toBeVisible();
  },
};

export const NoStudents: Story = {
  args: { title: 'Ingen elever å vise', icon: <LuUsers aria-hidden /> },
};

export const NoTeacher: Story = { args: { title: 'Ingen lærer tilgjengelig.', size: 'sm' } };

export const WithDescription: Story = {
  args: {
    title: 'Du har ingen kontaktperson. Du blir gitt en kontaktperson når du kjøper en pakke.',
  },
};

export const WithAction: Story = {
  args: {
    title: 'Du har ingen planlagte aktiviteter',
    action: <Button colorPalette="brand">Ny aktivitet</Button>,
  },
};

export const Dark: Story = { ...NoStudents, globals: { theme: 'dark' } };
