/** The colour modes a user can choose; 'system' follows the operating system. */
export type ColorModePreference = 'light' | 'dark' | 'system';

/** The resolved mode actually shown. */
export type ColorMode = 'light' | 'dark';

/** Browser storage (localStorage) key under which the chosen theme is kept. */
export const THEME_STORAGE_KEY = 'portal-theme';

/** The seed: the default theme is light. */
export const DEFAULT_COLOR_MODE: ColorModePreference = 'light';

export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['light', 'dark', 'system'];
