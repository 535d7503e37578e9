import { Box, Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Mine elever' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's h1 and its document title (the browser tab, history, bookmarks). */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Mine elever' }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.title).toBe('Mine elever – Portalen');
  },
};

export const WithActions: Story = {
  args: {
    title: 'Ny elev',
    actions: (
      <>
        <Button variant="outline">Avbryt</Button>
        <Button colorPalette="brand">Register Student</Button>
      </>
    ),
  },
};

export const WithActionsPhone: Story = {
  ...WithActions,
  globals: PHONE,
};

export const WithActionsDark: Story = { ...WithActions, globals: { theme: 'dark' } };
