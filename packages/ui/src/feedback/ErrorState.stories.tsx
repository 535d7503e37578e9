import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageHeader } from '../layout/PageHeader';
import { ErrorState, RETRY_LABEL } from './ErrorState';

/** How long the harness's retry runs. */
const RETRY_MS = 300;

/** A page whose read failed: 'Prøv igjen' retries for a moment, then succeeds or fails again. */
function RetryHarness({ succeeds }: { succeeds: boolean }) {
  const [retrying, setRetrying] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const retry = () => {
    setRetrying(true);
    setTimeout(() => {
      setRetrying(false);
      setLoaded(succeeds);
    }, RETRY_MS);
  };
  return (
    <>
      <PageHeader title="Fakturamottakere" />
      {loaded ? (
        <Text>Anne Hansen</Text>
      ) : (
        <ErrorState
          message="Kunne ikke hente fakturamottakerne"
          onRetry={retry}
          retrying={retrying}
        />
      )}
    </>
  );
}

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

/** A retry that succeeds: the content replaces this, and the focus goes to the page's h1. */
export const RetrySucceeds: Story = {
  render: () => <RetryHarness succeeds />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: RETRY_LABEL }));
    await expect(await canvas.findByText('Anne Hansen')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Fakturamottakere' })).toHaveFocus(),
    );
  },
};

/** A retry that fails again: the focus is back on 'Prøv igjen', to try once more. */
export const RetryFailsAgain: Story = {
  render: () => <RetryHarness succeeds={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: RETRY_LABEL });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toBeDisabled());
    await waitFor(() => expect(retry).toBeEnabled());
    await waitFor(() => expect(retry).toHaveFocus());
  },
};
