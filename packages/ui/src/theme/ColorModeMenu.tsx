import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { RefAttributes } from 'react';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { DeferredMenu, type StandInTriggerProps } from '../menu/DeferredMenu';
import type { ColorModePreference } from './color-mode';
import { useColorMode } from './useColorMode';

export const COLOR_MODE_LABELS: Record<ColorModePreference, string> = {
  light: 'Lyst',
  dark: 'Mørkt',
  system: 'Som systemet',
};

export const COLOR_MODE_ICONS = { light: LuSun, dark: LuMoon, system: LuMonitor } as const;

/** The theme menu's icon: the sun or the moon of the mode shown. */
export function ColorModeIcon() {
  const { colorMode } = useColorMode();
  return colorMode === 'dark' ? <LuMoon /> : <LuSun />;
}

const loadColorModeMenu = () => import('./ColorModeMenuRoot').then((m) => m.ColorModeMenuRoot);

/**
 * Icon button opening a menu to choose light, dark or system theme. Its menu code loads when
 * idle (DeferredMenu).
 */
export function ColorModeMenu() {
  return <DeferredMenu load={loadColorModeMenu} props={{}} StandIn={ColorModeStandIn} />;
}

/** The theme menu's trigger, the same before and after its menu loads. */
export function ColorModeButton(props: IconButtonProps & RefAttributes<HTMLButtonElement>) {
  return (
    <IconButton variant="ghost" size="sm" aria-label="Fargetema" {...props}>
      <ColorModeIcon />
    </IconButton>
  );
}

function ColorModeStandIn(standIn: StandInTriggerProps) {
  return <ColorModeButton {...standIn} />;
}
