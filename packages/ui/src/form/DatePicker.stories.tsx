import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePickerDemo } from './pickerDemos';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Form/DatePicker',
  component: DatePickerDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof DatePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Typed D.M.YYYY becomes DD.MM.YYYY on screen and YYYY-MM-DD (plus its Oslo midnight) in the value. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Dato/ });
    await expect(input).toHaveAttribute('placeholder', 'DD.MM.ÅÅÅÅ');
    await userEvent.type(input, '5.3.2026');
    await userEvent.tab();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const [value, date] = args.onChange?.mock.lastCall ?? [];
    await expect(value).toBe('2026-03-05');
    // Midnight in Oslo on 5 March 2026 (winter time, UTC+1).
    await expect(date?.toISOString()).toBe('2026-03-04T23:00:00.000Z');
    await expect(input).toHaveValue('05.03.2026');
  },
};

/** The calendar opens from its button; arrow keys move the day and Enter picks it. */
export const KeyboardCalendar: Story = {
  args: { initial: '2026-11-21' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Dato/ });
    await expect(input).toHaveValue('21.11.2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Åpne kalender' }));
    const grid = await body().findByRole('grid');
    await expect(grid).toBeVisible();
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    // Key by key, each once the focus has moved to its day, as a person watches it move: the
    // calendar moves the focus in an animation frame, and keys pressed together before that frame
    // came (late, under load) once picked no day.
    const focusedDay = () => document.activeElement as HTMLElement | null;
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toHaveTextContent(/^22$/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay()).toHaveTextContent(/^29$/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('2026-11-29', expect.any(Date)),
    );
    // The field's text follows in a frame.
    await waitFor(() => expect(input).toHaveValue('29.11.2026'));
    await expect(canvas.getByTestId('value')).toHaveTextContent('Verdi: 2026-11-29');
  },
};

/** Unreadable text with a value set puts the value back. */
export const InvalidTextKeepsValue: Story = {
  args: { initial: '2026-11-21' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Dato/ });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('99.99.2026{Enter}');
    await waitFor(() => expect(input).toHaveValue('21.11.2026'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The calendar is in Norwegian and weeks start on Monday. */
export const OpenCalendar: Story = {
  args: { initial: '2026-11-21' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Åpne kalender' }));
    const grid = await body().findByRole('grid');
    const weekdays = [...grid.querySelectorAll('thead th')].map((th) => th.textContent);
    // Monday first, Norwegian initials (O for onsdag, L for lørdag).
    await expect(weekdays.join('')).toBe('MTOTFLS');
    await expect(body().getByRole('button', { name: 'Neste måned' })).toBeVisible();
  },
};

/** Text that names no day leaves the value empty. */
export const InvalidText: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Dato/ });
    await userEvent.type(input, '31.02.2026');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
    await expect(canvas.getByTestId('value')).toHaveTextContent(/^Verdi:$/);
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Dato/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { initial: '2026-11-21', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Dato/ })).toBeDisabled();
  },
};

export const OpenPhoneDark: Story = {
  args: { initial: '2026-11-21' },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Åpne kalender' }));
    const grid = await body().findByRole('grid');
    const box = grid.getBoundingClientRect();
    // The calendar fits the 360 px screen.
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};
