// npm run generate: writes src/generated/schema.ts from openapi/portal.openapi.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { CONTRACT_FILE, SCHEMA_FILE, contractExists, renderSchema } from './contract-types.mjs';

if (!contractExists()) {
  console.log(`generate: ${relative(process.cwd(), CONTRACT_FILE)} does not exist yet; skipped.`);
  process.exit(0);
}
mkdirSync(dirname(SCHEMA_FILE), { recursive: true });
writeFileSync(SCHEMA_FILE, await renderSchema());
console.log(`generate: wrote ${relative(process.cwd(), SCHEMA_FILE)}`);
