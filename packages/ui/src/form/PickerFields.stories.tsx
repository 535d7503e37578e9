import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PickerForm } from './storyPickerForm';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Form/PickerFields',
  component: PickerForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PickerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each picker field shows its schema message, and the date input is tied to its message. */
export const Errors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));
    for (const message of [
      'Dato er påkrevd',
      'Velg dato og starttid',
      'Velg et klokkeslett',
      'Velg varighet',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    const dateSold = canvas.getByRole('textbox', { name: /Salgsdato/ });
    await expect(dateSold).toHaveAttribute('aria-invalid', 'true');
    await expect(dateSold).toHaveAccessibleDescription('Dato er påkrevd');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled pickers submit YYYY-MM-DD, an ISO instant, HH:mm and decimal hours. */
export const Submit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Salgsdato/ }), '01.12.2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Dato/ }), '21.11.2026');
    const [startHours, clockHours] = canvas.getAllByRole('textbox', { name: 'Timer' });
    const [startMinutes, clockMinutes] = canvas.getAllByRole('textbox', { name: 'Minutter' });
    await userEvent.type(startHours!, '9');
    await userEvent.type(startMinutes!, '0');
    await userEvent.type(clockHours!, '16');
    await userEvent.type(clockMinutes!, '50');
    await userEvent.click(canvas.getByRole('button', { name: '15 minutter lengre' }));
    await userEvent.click(canvas.getByRole('button', { name: '15 minutter lengre' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      date_sold: '2026-12-01',
      start_date_time: '2026-11-21T08:00:00.000Z',
      start_time: '16:45',
      duration: 0.5,
    });
  },
};

export const ErrorsPhoneDark: Story = {
  ...Errors,
  globals: { ...PHONE, theme: 'dark' },
};
