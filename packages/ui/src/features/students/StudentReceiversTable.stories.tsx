import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeStudentInvoiceReceiver } from '@portal/api-client/mocks';
import { expect, within } from 'storybook/test';
import { NO_RECEIVERS_TEXT, StudentReceiversTable } from './StudentReceiversTable';
import { expectNoSidewaysScroll } from '../../testing/storyExpect';
import { PHONE } from '../../testing/story-parameters';

// The 'Fakturamottakere' part of a student's expanded row ('Mine elever', 'Studentoversikt'), with
// receivers from the api-client's factory.
const meta = {
  title: 'Features/Students/StudentReceiversTable',
  component: StudentReceiversTable,
  args: {
    receivers: [
      makeStudentInvoiceReceiver(),
      makeStudentInvoiceReceiver({
        id: 32,
        full_name: 'Per Hansen',
        email: 'per.hansen@example.no',
        phone_number: '97654321',
      }),
    ],
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StudentReceiversTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Fakturamottakere' });
    await expect(within(table).getByText('Anne Hansen')).toBeVisible();
    await expect(within(table).getByText('per.hansen@example.no')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { receivers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_RECEIVERS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At 360 px the table scrolls inside its frame; the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
