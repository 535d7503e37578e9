import type { Preview } from '@storybook/react-vite';
import {
  createMemoryTokenStore,
  createPortalClient,
  createQueryClient,
  type PortalClient,
  type PortalPaths,
} from '@portal/api-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_STORY_NOW,
  STORY_VIEWPORTS,
  type PortalStoryParameters,
  type StoryTheme,
} from '@portal/ui/testing';
import { handlers, resetHeldRequests } from '@portal/api-client/mocks';
import { toaster } from '@portal/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { installFixedNow } from './fixed-now';
import { startStoryWorker } from './msw';
import { setStoryQueryClient } from './story-query-client';
import { StoryProviders } from './StoryProviders';

const inVitest = Boolean((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__);

// Screenshots must not catch a transition half-way, nor a blinking caret.
if (inVitest) {
  const style = document.createElement('style');
  style.dataset.storyTests = 'no-motion';
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
}

// Stories are signed in unless `parameters.session` is 'none'; MSW handlers do not check tokens.
const STORY_TOKENS = { access: 'story-access-token', refresh: 'story-refresh-token' };

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Fargetema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Lyst', icon: 'sun' },
          { value: 'dark', title: 'Mørkt', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light' satisfies StoryTheme,
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    // One tree: the design system, shared pieces by resource, then each area's screens.
    options: {
      storySort: {
        order: ['Design system', 'Features', 'Screens', ['Public', 'Teacher', 'Staff', 'Customer']],
      },
    },
    viewport: { options: STORY_VIEWPORTS },
    // Every story must pass axe. Under vitest the setup runs axe after the screenshot, by the
    // same `test` (accessibility-check.ts): the addon's own run, which comes first, is disabled.
    a11y: { test: 'error', disable: inVitest },
    // The default handler of every API route, by group; a story replaces a group by its name.
    msw: { handlers },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  loaders: [
    mswLoader(startStoryWorker),
    // A fresh QueryClient and API client per story: a shared cache would leak data between stories.
    ({ parameters }) => {
      const params = parameters as PortalStoryParameters;
      const tokens = params.session === 'none' ? undefined : STORY_TOKENS;
      return {
        // No retries: an error story shows its error state at once.
        queryClient: setStoryQueryClient(
          createQueryClient({
            defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
          }),
        ),
        apiClient: createPortalClient<PortalPaths>({
          tokenStore: createMemoryTokenStore(tokens),
          onForcedLogout: () => {},
        }),
      };
    },
  ],
  beforeEach: ({ parameters }) => {
    const params = parameters as PortalStoryParameters;
    localStorage.clear();
    sessionStorage.clear();
    resetHeldRequests();
    // The toaster is a module singleton: toasts of the previous story must not show in this one.
    toaster.remove();
    for (const [key, value] of Object.entries(params.localStorage ?? {}))
      localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(params.sessionStorage ?? {}))
      sessionStorage.setItem(key, value);
    return installFixedNow(params.now ?? DEFAULT_STORY_NOW);
  },
  decorators: [
    (Story, { parameters, globals, loaded }) => (
      <StoryProviders
        Story={Story}
        parameters={parameters as PortalStoryParameters}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        queryClient={loaded.queryClient as QueryClient}
        apiClient={loaded.apiClient as PortalClient<PortalPaths>}
      />
    ),
  ],
};

export default preview;
