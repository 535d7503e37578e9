// Writes openapi/portal.openapi.json (repository root) from the app's routes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../src/openapi';
import { openApiFile } from './openapi-path';

mkdirSync(dirname(openApiFile), { recursive: true });
writeFileSync(openApiFile, serializeOpenApiDocument(buildOpenApiDocument()));
console.log(`Wrote ${openApiFile}`);
