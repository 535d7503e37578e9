import { Menu } from '@chakra-ui/react';
import type { DeferredMenuTrigger } from '../menu/DeferredMenu';
import { FocusReturningMenu } from '../menu/FocusReturningMenu';
import type { ColorModePreference } from './color-mode';
import { COLOR_MODE_ICONS, COLOR_MODE_LABELS, ColorModeButton } from './ColorModeMenu';
import { useColorMode } from './useColorMode';

/** The theme menu itself, loaded by `ColorModeMenu` when first needed. */
export function ColorModeMenuRoot({ triggerRef }: DeferredMenuTrigger) {
  const { preference, setColorMode } = useColorMode();
  return (
    <FocusReturningMenu
      trigger={<ColorModeButton ref={triggerRef} />}
      triggerRef={triggerRef}
      contentProps={{ minW: '10rem' }}
    >
      <Menu.RadioItemGroup
        value={preference}
        onValueChange={(details) => setColorMode(details.value as ColorModePreference)}
      >
        <Menu.ItemGroupLabel>Fargetema</Menu.ItemGroupLabel>
        {(Object.keys(COLOR_MODE_LABELS) as ColorModePreference[]).map((mode) => {
          const ModeIcon = COLOR_MODE_ICONS[mode];
          return (
            <Menu.RadioItem key={mode} value={mode}>
              <ModeIcon aria-hidden />
              {COLOR_MODE_LABELS[mode]}
              <Menu.ItemIndicator />
            </Menu.RadioItem>
          );
        })}
      </Menu.RadioItemGroup>
    </FocusReturningMenu>
  );
}
