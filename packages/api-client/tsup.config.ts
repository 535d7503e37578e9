import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Consumers bring their own copies; bundling them would split React context and MSW state.
  // openapi-msw (a dev dependency) is bundled into dist/mocks.
  external: ['react', '@tanstack/react-query', 'msw', '@portal/domain'],
});
