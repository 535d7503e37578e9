import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit tests of the pure helpers in this package (components are tested as stories in apps/storybook).
process.env.TZ = 'Europe/Oslo';

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    include: ['src/**/*.test.ts'],
    // Pure helpers: files share their worker's modules instead of loading them again.
    isolate: false,
  },
});
