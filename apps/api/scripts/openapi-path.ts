import { fileURLToPath } from 'node:url';

/** openapi/portal.openapi.json at the repository root. */
export const openApiFile = fileURLToPath(
  new URL('../../../openapi/portal.openapi.json', import.meta.url),
);
