import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeStudentPackage } from '@portal/api-client/mocks';
import { PACKAGE_TEXTS } from '@portal/domain/package';
import { expect, within } from 'storybook/test';
import { StudentPackagesTable } from './StudentPackagesTable';
import { expectNoSidewaysScroll } from '../../testing/storyExpect';
import { PHONE } from '../../testing/story-parameters';

// The 'Pakker' part of a student's expanded row ('Mine elever', 'Studentoversikt'), with packages
// from the api-client's factory.
const meta = {
  title: 'Features/Students/StudentPackagesTable',
  component: StudentPackagesTable,
  args: {
    packages: [
      makeStudentPackage(),
      makeStudentPackage({
        id: 42,
        name: 'Pakke 20 timer',
        hours_in_package: '20.00',
        remaining_hours: '0.75',
        expiration_date: '2026-10-01',
        is_expired: true,
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
} satisfies Meta<typeof StudentPackagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hours as 'X timer og Y minutter'; an expired package says so after its name. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pakker' });
    await expect(within(table).getByText('4 timer og 30 minutter')).toBeVisible();
    await expect(
      within(table).getByText(`Pakke 20 timer (${PACKAGE_TEXTS.EXPIRED})`),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PACKAGE_TEXTS.STUDENT_HAS_NO_PACKAGES)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At 360 px the table scrolls inside its frame; the page does not scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Pakke' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
