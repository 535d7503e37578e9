import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { DemoForm } from './storyForm';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Form/Fields',
  component: DemoForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting the empty form shows every schema message, each tied to its control. */
export const Errors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));
    await expect(await canvas.findByText('Email er påkrevd')).toBeVisible();
    for (const message of [
      'Passord må være minst 6 bokstaver',
      'Velg et fag',
      'Velg minst én elev',
      'Velg et sted',
      'Reisetid må fylles ut',
      'Du må bekrefte',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    const email = canvas.getByRole('textbox', { name: /E-post/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('Email er påkrevd'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A message goes as soon as the value is valid.
    await userEvent.type(email, 'ola@');
    await expect(await canvas.findByText('Ugyldig email-adresse')).toBeVisible();
    await userEvent.type(email, 'example.no');
    await waitFor(() => expect(canvas.queryByText('Ugyldig email-adresse')).toBeNull());
  },
};

/** A filled form submits the schema's output: ids stay numbers, the switch and checkbox are booleans. */
export const Submit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'ola@example.no');
    await userEvent.type(canvas.getByLabelText(/^Passord/), 'hemmelig1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fag/ }), 'Norsk');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kari Hansen' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ola Nordmann' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Campus' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Reisetid/ }), '30');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Plan for aktiviteten' }),
      'Brøk og prosent',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Har nettbrett' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Opplysningene stemmer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'ola@example.no',
      password: 'hemmelig1',
      subject: 2,
      students: [11, 12],
      location: 'CAMPUS',
      travel_time: 30,
      plan: 'Brøk og prosent',
      owns_tablet: true,
      accept: true,
    });
  },
};

/** The keyboard reaches every control: radios move with the arrow keys, checkboxes tick with Space. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('checkbox', { name: 'Ola Nordmann' });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Digitalt' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Campus' })).toBeChecked();
  },
};

/**
 * The radios are one Tab stop, chosen or not: from the first, Tab goes on to the next field and
 * Shift+Tab comes back to it (the others are reached with the arrow keys).
 */
export const RadiosOneTabStop: Story = {
  play: async ({ canvas }) => {
    const digitalt = canvas.getByRole('radio', { name: 'Digitalt' });
    canvas.getByRole('checkbox', { name: 'Per Johansen' }).focus();
    await userEvent.tab();
    await expect(digitalt).toHaveFocus();
    await expect(digitalt).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /Reisetid/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(digitalt).toHaveFocus();
  },
};

export const PasswordVisibility: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Passord/);
    await userEvent.type(password, 'hemmelig1');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Vis passord' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Skjul passord' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** With nothing to choose the select says 'Ingen resultat'. */
export const NoOptions: Story = {
  args: { subjects: [] },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Fag/ });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ingen resultat']);
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValues: { email: 'ola@example.no', students: [11], location: 'INTERNET' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /E-post/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Lagre' })).toBeDisabled();
  },
};

export const ErrorsPhone: Story = {
  ...Errors,
  globals: PHONE,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lagre' }));
    await expect(await canvas.findByText('Email er påkrevd')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const ErrorsDark: Story = {
  ...ErrorsPhone,
  globals: { theme: 'dark' },
};

export const PhoneDark: Story = {
  args: {
    defaultValues: {
      email: 'ola@example.no',
      students: [11],
      location: 'INTERNET',
      owns_tablet: true,
    },
  },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Digitalt' })).toBeChecked();
  },
};
