import { useTheme } from 'next-themes';
import type { ColorMode, ColorModePreference } from './color-mode';

export interface UseColorModeReturn {
  /** The mode shown now (system resolved to light or dark). */
  colorMode: ColorMode;
  /** What the user chose, including 'system'. */
  preference: ColorModePreference;
  setColorMode: (preference: ColorModePreference) => void;
  toggleColorMode: () => void;
}

function asPreference(theme: string | undefined): ColorModePreference {
  return theme === 'dark' || theme === 'system' ? theme : 'light';
}

/** Reads and changes the colour mode; needs `UiProvider` above it. */
export function useColorMode(): UseColorModeReturn {
  const { theme, resolvedTheme, forcedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    preference: asPreference(forcedTheme ?? theme),
    setColorMode: setTheme,
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}
