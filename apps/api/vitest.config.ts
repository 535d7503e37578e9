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
    // Files in a worker share its modules (PGlite's WebAssembly, drizzle, the app's code) instead of
    // importing them again: on PGlite 176 s against 298 s here, 4 min 44 s of CPU against 7 min 56 s.
    // Each file still gets its own database and app (createTestApp); no test mocks a module, and
    // what a module keeps is per app or per database (token and viewer caches, prepared shapes).
    isolate: false,
  },
});
