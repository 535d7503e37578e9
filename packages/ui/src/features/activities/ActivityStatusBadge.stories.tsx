import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTIVITY_STATUS } from '@portal/domain/activity';
import { expect, within } from 'storybook/test';
import { ActivityStatusBadge } from './ActivityStatusBadge';

// The badge of an activity's status in the teacher's and the customer's lesson tables, the teacher's
// expanded activity and the staff's 'Timeregistrering': one story per status, light and dark.
const meta = {
  title: 'Features/Activities/ActivityStatusBadge',
  component: ActivityStatusBadge,
  args: { status: ACTIVITY_STATUS.COMPLETED },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ActivityStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const DARK = { theme: 'dark' };
const showsText =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** 'Fullført' (summary written): green. */
export const Completed: Story = {
  args: { status: ACTIVITY_STATUS.COMPLETED },
  play: showsText(ACTIVITY_STATUS.COMPLETED),
};

/** 'Planlagt' (starts later): blue. */
export const Planned: Story = {
  args: { status: ACTIVITY_STATUS.PLANNED },
  play: showsText(ACTIVITY_STATUS.PLANNED),
};

/** 'Mangler oppsummering' (started, no summary): red, on one line. */
export const MissingSummary: Story = {
  args: { status: ACTIVITY_STATUS.MISSING_SUMMARY },
  play: showsText(ACTIVITY_STATUS.MISSING_SUMMARY),
};

/** A status the portal does not know is shown as the API wrote it, in grey. */
export const UnknownStatus: Story = {
  args: { status: 'Avlyst' },
  play: showsText('Avlyst'),
};

export const CompletedDark: Story = { ...Completed, globals: DARK };
export const PlannedDark: Story = { ...Planned, globals: DARK };
export const MissingSummaryDark: Story = { ...MissingSummary, globals: DARK };
