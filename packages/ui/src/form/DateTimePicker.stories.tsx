import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateTimePickerDemo } from './pickerDemos';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Form/DateTimePicker',
  component: DateTimePickerDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof DateTimePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date and time together give one instant: 21.11.2026 14:10 Oslo -> 14:15 -> 13:15 UTC. */
export const DateAndTime: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Dato/ }), '21.11.2026');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Timer' }), '14');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minutter' }), '10');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21T13:15:00.000Z');
  },
};

/** A stored instant shows as its Oslo date and time; summer time is UTC+2. */
export const ShowsOsloTime: Story = {
  args: { initial: '2026-06-01T07:30:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Dato/ })).toHaveValue('01.06.2026');
    await expect(canvas.getByRole('textbox', { name: 'Timer' })).toHaveValue('09');
    await expect(canvas.getByRole('textbox', { name: 'Minutter' })).toHaveValue('30');
  },
};

export const PhoneDark: Story = {
  args: { initial: '2026-11-21T13:15:00.000Z' },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Timer' })).toHaveValue('14');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
