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
    // CI runs these beside lint, typecheck and the builds on two cores, where a test can take ten
    // times as long as alone (a domain property test: 0.4 s alone, 5.2 s there); 5 s is too tight.
    testTimeout: 30_000,
  },
});
