import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState, RETRY_LABEL } from './ErrorState';

const meta = {
  title: 'Design system/Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'Fakturamottaker ble ikke oppdatert' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Prøv igjen' calls onRetry. */
export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fakturamottaker ble ikke oppdatert');
    await userEvent.click(canvas.getByRole('button', { name: RETRY_LABEL }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { args: { onRetry: fn(), retrying: true } };

/** Without onRetry there is no button. */
export const WithoutRetry: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { args: { onRetry: fn() }, globals: { theme: 'dark' } };
