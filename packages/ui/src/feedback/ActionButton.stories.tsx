import { Box, Input, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHeader } from '../layout/PageHeader';
import { ActionButton, WAITING_FOR_NETWORK } from './ActionButton';
import { offlineDuringStory } from '../testing/storyOffline';

/** How long the harness's action runs. */
const ACTION_MS = 300;
const LABEL = 'Legg til Anne Hansen';
const SEARCH = 'Søk etter elev';

/**
 * What the action leaves behind: nothing changed (it failed), the button removed (the student is
 * added, so no longer offered), or the button disabled (nothing left to add); or it is still
 * under way (a save held while offline).
 */
type Outcome = 'fails' | 'removes' | 'disables' | 'waits';

/** A page with a search field and one action button whose action runs for a moment. */
function ActionHarness({ outcome }: { outcome: Outcome }) {
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const run = () => {
    setRunning(true);
    if (outcome === 'waits') return;
    setTimeout(() => {
      setRunning(false);
      setDone(outcome !== 'fails');
    }, ACTION_MS);
  };
  return (
    <>
      <PageHeader title="Elever" />
      <Stack gap="3" maxW="sm" mt="4">
        <Input ref={field} aria-label={SEARCH} placeholder={SEARCH} />
        {outcome === 'removes' && done ? (
          <Text>Anne Hansen er lagt til</Text>
        ) : (
          <ActionButton
            alignSelf="start"
            colorPalette="brand"
            loading={running}
            disabled={done}
            focusInstead={outcome === 'removes' ? field : undefined}
            onClick={run}
          >
            {LABEL}
          </ActionButton>
        )}
      </Stack>
    </>
  );
}

const meta = {
  title: 'Design system/Feedback/ActionButton',
  component: ActionHarness,
  args: { outcome: 'fails' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ActionHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: LABEL });

/** Disabled while the action runs, which drops the focus; it is back once the action failed. */
export const ActionFails: Story = {
  play: async ({ canvasElement }) => {
    // Found before the click: while loading, its label is hidden behind the spinner.
    const add = button(canvasElement);
    await userEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    await waitFor(() => expect(add).toBeEnabled());
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** The result removed the button: the focus goes to the field the next action starts from. */
export const ActionRemovesButton: Story = {
  args: { outcome: 'removes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement));
    await expect(await canvas.findByText('Anne Hansen er lagt til')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: SEARCH })).toHaveFocus());
  },
};

/** Nothing left to act on, and no field given: the focus goes to where the page starts. */
export const NothingLeftToActOn: Story = {
  args: { outcome: 'disables' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = button(canvasElement);
    await userEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    await new Promise((resolve) => setTimeout(resolve, ACTION_MS + 100));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Elever' })).toHaveFocus(),
    );
  },
};

/** Focus the user moved elsewhere while the action ran stays there. */
export const FocusMovedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = button(canvasElement);
    await userEvent.click(add);
    const field = canvas.getByRole('textbox', { name: SEARCH });
    await userEvent.click(field);
    await waitFor(() => expect(add).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(field).toHaveFocus();
  },
};

/**
 * Offline, a pressed button says it waits for the connection (TanStack Query holds the save until
 * then) rather than only spinning.
 */
export const Offline: Story = {
  args: { outcome: 'waits' },
  beforeEach: offlineDuringStory,
  play: async ({ canvasElement }) => {
    const add = button(canvasElement);
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveTextContent(WAITING_FOR_NETWORK));
    await expect(add).toBeDisabled();
  },
};
