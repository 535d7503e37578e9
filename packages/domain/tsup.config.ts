import { defineConfig } from 'tsup';

export default defineConfig({
  // The root and each part, @portal/domain/<part>: a rule folder's index.ts or a single-file part.
  entry: ['src/index.ts', 'src/*/index.ts', 'src/duration.ts', 'src/ordering.ts', 'src/paging.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
