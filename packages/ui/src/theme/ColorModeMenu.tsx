import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import type { ColorModePreference } from './color-mode';
import { useMenuFocusReturn } from '../menu/useMenuFocusReturn';
import { useColorMode } from './useColorMode';

const LABELS: Record<ColorModePreference, string> = {
  light: 'Lyst',
  dark: 'Mørkt',
  system: 'Som systemet',
};

const ICONS = { light: LuSun, dark: LuMoon, system: LuMonitor } as const;

/** Icon button opening a menu to choose light, dark or system theme. */
export function ColorModeMenu() {
  const { colorMode, preference, setColorMode } = useColorMode();
  const Icon = colorMode === 'dark' ? LuMoon : LuSun;
  const { triggerRef, onExitComplete } = useMenuFocusReturn<HTMLButtonElement>();
  return (
    <Menu.Root onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>
        <IconButton ref={triggerRef} variant="ghost" size="sm" aria-label="Fargetema">
          <Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={(details) => setColorMode(details.value as ColorModePreference)}
            >
              <Menu.ItemGroupLabel>Fargetema</Menu.ItemGroupLabel>
              {(Object.keys(LABELS) as ColorModePreference[]).map((mode) => {
                const ModeIcon = ICONS[mode];
                return (
                  <Menu.RadioItem key={mode} value={mode}>
                    <ModeIcon aria-hidden />
                    {LABELS[mode]}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
