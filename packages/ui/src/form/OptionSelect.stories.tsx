import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Stack, Text } from '@chakra-ui/react';
import { PAGE_SIZE_SELECT_OPTIONS } from '@portal/domain/paging';
import { OptionSelect } from './OptionSelect';

/** A page-size select as the tables use it: the value stays a number. */
function PageSizeDemo({ disabled = false }: { disabled?: boolean }) {
  const [size, setSize] = useState(10);
  return (
    <Stack gap="3" maxW="xs">
      <OptionSelect
        aria-label="Rader per side"
        options={PAGE_SIZE_SELECT_OPTIONS}
        value={size}
        onChange={setSize}
        disabled={disabled}
      />
      {/* `+ 0` shows the value is a number: the string '25' would read '250'. */}
      <Text data-testid="value">Verdi: {size + 0}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Design system/Form/OptionSelect',
  component: PageSizeDemo,
} satisfies Meta<typeof PageSizeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an option hands back its typed value (a number here, not the option's text). */
export const Choose: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Rader per side' });
    await expect(select).toHaveValue('10');
    await userEvent.selectOptions(select, 'Vis 25');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Verdi: 25');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Rader per side' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
