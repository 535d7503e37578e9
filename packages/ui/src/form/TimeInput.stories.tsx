import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TimeInputDemo } from './pickerDemos';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Form/TimeInput',
  component: TimeInputDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof TimeInputDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const enter = async (
  canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement },
  h: string,
  m: string,
) => {
  await userEvent.clear(canvas.getByRole('textbox', { name: 'Timer' }));
  if (h) await userEvent.type(canvas.getByRole('textbox', { name: 'Timer' }), h);
  await userEvent.clear(canvas.getByRole('textbox', { name: 'Minutter' }));
  if (m) await userEvent.type(canvas.getByRole('textbox', { name: 'Minutter' }), m);
  await userEvent.tab();
};

/** The domain rule on leaving the inputs: hours capped at 23, minutes to the 15-minute step, 60 wraps to 0. */
export const Normalises: Story = {
  play: async ({ canvas, args }) => {
    await enter(canvas, '9', '40');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:45');
    await expect(canvas.getByRole('textbox', { name: 'Timer' })).toHaveValue('09');
    await expect(canvas.getByRole('textbox', { name: 'Minutter' })).toHaveValue('45');

    await enter(canvas, '25', '07');
    await expect(args.onChange).toHaveBeenLastCalledWith('23:00');

    await enter(canvas, '10', '53');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:00');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Verdi: 10:00');
  },
};

/** Moving from hours to minutes does not normalise yet; letters are ignored. */
export const TypingAcrossParts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Timer' }), '1a4');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minutter' }), '20');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('14:15');
  },
};

/** Arrow keys step hours by one and minutes by 15. */
export const ArrowKeys: Story = {
  args: { initial: '08:45' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Minutter' }));
    // 45 is the last step of an hour: up stays there rather than changing the hour.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('08:30');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Timer' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
  },
};

export const Disabled: Story = {
  args: { initial: '12:00', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Timer' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Minutter' })).toHaveValue('00');
  },
};

export const PhoneDark: Story = {
  args: { initial: '14:15' },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Starttid' })).toBeVisible();
  },
};
