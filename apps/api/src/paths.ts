import { fileURLToPath } from 'node:url';

// Both src/paths.ts and the bundled dist/server.js sit one level below the package root, so the
// same relative URL finds the package root in development and in production.
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
