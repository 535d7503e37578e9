// Fails when openapi/portal.openapi.json differs from what the routes generate.
import { existsSync, readFileSync } from 'node:fs';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../src/openapi';
import { openApiFile } from './openapi-path';

const expected = serializeOpenApiDocument(buildOpenApiDocument());
const actual = existsSync(openApiFile) ? readFileSync(openApiFile, 'utf8') : '';
if (actual !== expected) {
  console.error(
    `${openApiFile} is out of date with the routes. Run \`npm run openapi -w @portal/api\` and commit the result.`,
  );
  process.exit(1);
}
console.log('openapi/portal.openapi.json matches the routes.');
