import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NameList } from './NameList';

// The full list shows in the staff's expanded rows ('Læreroversikt', 'Fakturamottakere'); no
// screen story shows a row with nobody in it.
const meta = {
  title: 'Features/Users/NameList',
  component: NameList,
  args: { title: 'Elever', people: [], emptyText: 'Ingen elever' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NameList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody to list: the count says 0 and the muted text replaces the list. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Elever (0)' })).toBeVisible();
    await expect(canvas.getByText('Ingen elever')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
