import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { Toaster } from '../feedback/ToasterRegion';
import { DEFAULT_COLOR_MODE, THEME_STORAGE_KEY, type ColorMode } from '../theme/color-mode';
import { getPortalSystem } from '../theme/system';

export interface UiProviderProps {
  children: ReactNode;
  /** Shows this mode whatever the user chose (Storybook's theme switch uses it). */
  forcedTheme?: ColorMode;
  /** Renders the one `<Toaster />` of the app; default true. */
  withToaster?: boolean;
  /** The Chakra system; default the portal's (`getPortalSystem()`). */
  system?: SystemContext;
}

/**
 * Chakra with the portal system, and next-themes for light / dark / system: the choice is kept
 * in localStorage under THEME_STORAGE_KEY, light until the user picks something else.
 */
export function UiProvider({
  children,
  forcedTheme,
  withToaster = true,
  system = getPortalSystem(),
}: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        defaultTheme={DEFAULT_COLOR_MODE}
        enableSystem
        storageKey={THEME_STORAGE_KEY}
        forcedTheme={forcedTheme}
        disableTransitionOnChange
        // next-themes renders an inline script for server rendering; a client-rendered script never
        // runs and React 19 warns about it, so it is marked as a data block.
        scriptProps={{ type: 'application/json' }}
      >
        {children}
        {withToaster ? <Toaster /> : null}
      </ThemeProvider>
    </ChakraProvider>
  );
}
