// Turns the committed OpenAPI contract into the TypeScript `paths` of the client.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The contract written by apps/api, relative to this package. */
export const CONTRACT_FILE = resolve(packageDir, '../../openapi/portal.openapi.json');
/** The committed, generated types. */
export const SCHEMA_FILE = resolve(packageDir, 'src/generated/schema.ts');

const HEADER = `/**
 * Generated from openapi/portal.openapi.json by \`npm run generate -w @portal/api-client\`.
 * Do not edit: change the API routes, regenerate the contract, then regenerate this file.
 */

`;

/** The client's base URL; the contract's paths are generated relative to it. */
export const BASE_PATH = '/api';

/**
 * The contract declares full paths ('/api/user/login/'); the client's paths are relative to its
 * base URL ('/user/login/'), so that the read key rule and MSW's baseUrl see the seed's paths.
 */
function relativeToBasePath(document) {
  const paths = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    paths[path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path] = item;
  }
  return { ...document, paths };
}

export function contractExists() {
  return existsSync(CONTRACT_FILE);
}

/** The text src/generated/schema.ts must have for a contract (default: the committed file). */
export async function renderSchema(document = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'))) {
  const ast = await openapiTS(relativeToBasePath(document));
  return HEADER + astToString(ast);
}
