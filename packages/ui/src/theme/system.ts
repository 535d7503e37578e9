import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints as defaultBreakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens as chakraSemanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's palettes that no screen uses. Each palette is 11 colour tokens and 8 semantic ones that
 * the browser works out when the portal starts: without these three, the portal builds its system
 * about a tenth faster (docs/performance.md). A screen that wants one of them takes it out of this
 * list first (a test fails while a source file names one of them).
 */
export const PALETTES_LEFT_OUT: readonly string[] = ['teal', 'cyan', 'pink'];

const withoutPalettesLeftOut = <T extends object>(colors: T) =>
  Object.fromEntries(
    Object.entries(colors).filter(([palette]) => !PALETTES_LEFT_OUT.includes(palette)),
  );

const tokens = { ...chakraTokens, colors: withoutPalettesLeftOut(chakraTokens.colors) };
const semanticTokens = {
  ...chakraSemanticTokens,
  colors: withoutPalettesLeftOut(chakraSemanticTokens.colors),
};

/**
 * Chakra's default theme with only the recipes of the components the portal renders. Every recipe
 * of `defaultConfig` would add about 8 KiB gzipped to the JavaScript needed to show /login (the
 * bundle budget, docs/portal.md). A Chakra component whose recipe is missing renders unstyled:
 * when a screen starts using a new one (Tabs, Select, Tooltip, ...), add its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: defaultBreakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// Fonts already on the user's machine: nothing is downloaded, so pages render offline and fast.
const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const config = defineConfig({
  theme: {
    // The seed's responsive breakpoints: 640, 768, 1024, 1280 and 1536 px.
    breakpoints: {
      sm: '40rem',
      md: '48rem',
      lg: '64rem',
      xl: '80rem',
      '2xl': '96rem',
    },
    tokens: {
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
      },
      colors: {
        brand: {
          50: { value: '#eef5ff' },
          100: { value: '#d9e8ff' },
          200: { value: '#b6d2fb' },
          300: { value: '#86b3f3' },
          400: { value: '#5690e8' },
          500: { value: '#2f6fd6' },
          600: { value: '#1f57b8' },
          700: { value: '#1a4594' },
          800: { value: '#183a78' },
          900: { value: '#152f5e' },
          950: { value: '#0d1d3b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's fg.error (red.500 / red.400) is 3.8:1 on white; these pass 4.5:1 in both modes.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        // The shape Chakra expects of a colorPalette, so `colorPalette="brand"` works everywhere.
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Surfaces of the app shell, named by role so screens never pick raw colours.
        shell: {
          bg: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          sidebar: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
          topbar: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': {
      bg: 'shell.bg',
      color: 'fg',
    },
  },
});

let builtSystem: SystemContext | undefined;

/**
 * The portal's Chakra system: Chakra's defaults (the recipes the portal uses) plus the brand
 * palette, shell surfaces, breakpoints and an accessible fg.error. Built on the first call, not
 * when the module loads: building it is the largest part of the portal's start-up (about 60 ms of
 * a phone's main thread), and the portal's entry builds it in a task of its own (docs/portal.md).
 */
export function getPortalSystem(): SystemContext {
  builtSystem ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return builtSystem;
}
