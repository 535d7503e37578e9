import { defineConfig } from 'tsup';

// The production server: one ESM file. Our workspace packages are bundled (they export TS source);
// node_modules stay external. Migrations are read from ../drizzle relative to dist/server.js.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@portal\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
