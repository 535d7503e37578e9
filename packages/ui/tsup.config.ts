import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/testing/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The app provides one copy of React and Chakra; bundling them would split contexts.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@chakra-ui/react', '@emotion/react'],
});
