import { ApiClientProvider, type PortalClient, type PortalPaths } from '@portal/api-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@portal/ui';
import type { PortalStoryParameters, StoryTheme } from '@portal/ui/testing';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// The router is created once per story; the story itself comes through context so that changed
// args re-render it without rebuilding the router.
const StorySlotContext = createContext<ReactNode>(null);

function StorySlot() {
  return useContext(StorySlotContext);
}

function StoryRouter({ router: params = {} }: { router?: PortalStoryParameters['router'] }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: params.path ?? '*',
          element: <StorySlot />,
          loader: params.loader,
          errorElement: params.errorElement,
          // Shown while a story's route loader runs; nothing, so the loaded page is what is tested.
          hydrateFallbackElement: <></>,
        },
        ...(params.routes ?? []),
      ],
      { initialEntries: params.initialEntries ?? ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

export interface StoryProvidersProps {
  Story: ComponentType;
  parameters: PortalStoryParameters;
  theme: StoryTheme;
  queryClient: QueryClient;
  apiClient: PortalClient<PortalPaths>;
}

/** Everything a screen finds around it in the portal, fresh for each story. */
export function StoryProviders({
  Story,
  parameters,
  theme,
  queryClient,
  apiClient,
}: StoryProvidersProps) {
  return (
    <UiProvider forcedTheme={parameters.freeColorMode ? undefined : theme}>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <StorySlotContext.Provider value={<Story />}>
            <StoryRouter router={parameters.router} />
          </StorySlotContext.Provider>
        </QueryClientProvider>
      </ApiClientProvider>
    </UiProvider>
  );
}
