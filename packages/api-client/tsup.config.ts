import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// @portal/api-client/<resource>: one entry per folder of src/resources.
const resources = Object.fromEntries(
  readdirSync('src/resources', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [`resources/${name}/index`, `src/resources/${name}/index.ts`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts', ...resources },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Consumers bring their own copies; bundling them would split React context and MSW state.
  // openapi-msw (a dev dependency) is bundled into dist/mocks.
  external: ['react', '@tanstack/react-query', 'msw', '@portal/domain'],
});
