import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/testing/index.ts',
    // @portal/ui/<area>: the screens of one area.
    'src/screens/public/index.ts',
    'src/screens/teacher/index.ts',
    'src/screens/staff/index.ts',
    'src/screens/customer/index.ts',
  ],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The app provides one copy of React and Chakra; bundling them would split contexts.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@chakra-ui/react', '@emotion/react'],
});
