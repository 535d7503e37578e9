import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PortalStoryParameters } from '../testing/story-parameters';
import { findOpenMenu } from '../testing/storyExpect';
import { loadedMenuTrigger } from '../testing/storyInput';
import { THEME_STORAGE_KEY } from './color-mode';
import { ColorModeMenu } from './ColorModeMenu';
import { useColorMode } from './useColorMode';

function ColorModeProbe() {
  const { colorMode, preference } = useColorMode();
  return (
    <Box p="6" bg="bg" color="fg" minH="40">
      <HStack gap="4">
        <ColorModeMenu />
        <Text>
          Vist: {colorMode}, valgt: {preference}
        </Text>
        <Button colorPalette="brand">Lagre</Button>
      </HStack>
    </Box>
  );
}

/**
 * Chooses a mode with the keyboard, as a keyboard user would; focus then returns to the button,
 * which also keeps the screenshot deterministic (pointer selection leaves focus to chance).
 */
async function chooseMode(canvasElement: HTMLElement, label: string) {
  const trigger = await loadedMenuTrigger(canvasElement, 'Fargetema');
  const body = within(canvasElement.ownerDocument.body);
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await findOpenMenu(canvasElement);
  const item = await body.findByRole('menuitemradio', { name: label });
  for (let step = 0; step < 4 && !item.hasAttribute('data-highlighted'); step++) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(item).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('menuitemradio')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}

const meta = {
  title: 'Design system/Theme/ColorModeMenu',
  component: ColorModeMenu,
  render: () => <ColorModeProbe />,
} satisfies Meta<typeof ColorModeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Light is the default; choosing 'Mørkt' switches the page and stores the choice in localStorage. */
export const ChoiceIsStored: Story = {
  parameters: { freeColorMode: true } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vist: light, valgt: light')).toBeInTheDocument();
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    await chooseMode(canvasElement, 'Mørkt');

    await waitFor(() => expect(canvas.getByText('Vist: dark, valgt: dark')).toBeInTheDocument());
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};

/** A choice stored earlier is restored on start. */
export const StoredChoiceRestored: Story = {
  parameters: {
    freeColorMode: true,
    localStorage: { [THEME_STORAGE_KEY]: 'dark' },
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vist: dark, valgt: dark')).toBeInTheDocument();
  },
};

/** 'Som systemet' follows the operating system (light in the test browser) and is stored as 'system'. */
export const SystemChoice: Story = {
  parameters: { freeColorMode: true } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // By keyboard, and focus is back on the button after (useMenuFocusReturn).
    await chooseMode(canvasElement, 'Som systemet');
    await waitFor(() => expect(canvas.getByText('Vist: light, valgt: system')).toBeInTheDocument());
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  },
};
