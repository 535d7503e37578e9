import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Dates are Norwegian local time; pin it so tests mean the same everywhere.
process.env.TZ = 'Europe/Oslo';

// Node (SSR) resolution; 'source' lets @portal/domain be imported from src without a build.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file builds its own database; PGlite start-up and scrypt are CPU-bound, and CI machines are shared.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
