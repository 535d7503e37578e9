import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DurationPickerDemo } from './pickerDemos';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Form/DurationPicker',
  component: DurationPickerDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof DurationPickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plus and minus move by 15 minutes; the select shows h:mm; the value is decimal hours. */
export const Steps: Story = {
  args: { initial: 1 },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Varighet' });
    await expect(select).toHaveDisplayValue('1:00');
    await userEvent.click(canvas.getByRole('button', { name: '15 minutter lengre' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1.25);
    await expect(select).toHaveDisplayValue('1:15');
    await userEvent.click(canvas.getByRole('button', { name: '15 minutter kortere' }));
    await userEvent.click(canvas.getByRole('button', { name: '15 minutter kortere' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0.75);
    await expect(select).toHaveDisplayValue('0:45');

    await userEvent.selectOptions(select, '2:30');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(canvas.getByTestId('value')).toHaveTextContent('Verdi: 2.5');
  },
};

/** Never below 0:15: the first choice is 0:15 and minus is disabled there. */
export const Minimum: Story = {
  args: { initial: 0.25 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Varighet' });
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('0:15');
    await expect(canvas.getByRole('button', { name: '15 minutter kortere' })).toBeDisabled();
  },
};

/**
 * By keyboard, a step down to 0:15 disables minus: the focus goes to the select, not to the page
 * body, so the next Tab goes on from the field.
 */
export const StepToMinimumByKeyboard: Story = {
  args: { initial: 0.5 },
  play: async ({ canvas }) => {
    const minus = canvas.getByRole('button', { name: '15 minutter kortere' });
    const select = canvas.getByRole('combobox', { name: 'Varighet' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveDisplayValue('0:15');
    await expect(minus).toBeDisabled();
    await expect(select).toHaveFocus();
  },
};

/** A stored duration off the grid shows rounded to the nearest quarter hour. */
export const RoundsStoredValue: Story = {
  args: { initial: 1.1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Varighet' })).toHaveDisplayValue('1:00');
  },
};

/** No value yet: plus starts at 0:15. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '15 minutter kortere' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '15 minutter lengre' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0.25);
  },
};

export const Disabled: Story = {
  args: { initial: 1.5, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Varighet' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '15 minutter lengre' })).toBeDisabled();
  },
};

export const PhoneDark: Story = {
  args: { initial: 1.5 },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Varighet' })).toHaveDisplayValue('1:30');
  },
};
