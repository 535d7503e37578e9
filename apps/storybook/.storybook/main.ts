import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.mdx', '../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  // Holds mockServiceWorker.js, written by `npm run msw:init` (a pre-step of dev, build and test).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    // Workspace packages resolve to their TypeScript sources: nothing needs building first.
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Pre-bundled up front: discovering them mid-run makes Vite reload and story tests flaky.
      optimizeDeps: {
        include: [
          '@chakra-ui/react',
          '@emotion/react',
          '@tanstack/react-query',
          '@tanstack/react-table',
          // npm installs it under packages/ui only (not hoisted): found from there.
          '@portal/ui > @hookform/resolvers/zod',
          'next-themes',
          'react-dom/client',
          'react-hook-form',
          'react-icons/lu',
          'react-router-dom',
          'msw',
          'msw/browser',
          'zod',
        ],
      },
    });
  },
};

export default config;
