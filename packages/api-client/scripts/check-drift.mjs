// Run before the tests: the committed src/generated/schema.ts must be exactly what the
// committed contract generates, so a contract change cannot reach the client unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CONTRACT_FILE, SCHEMA_FILE, contractExists, renderSchema } from './contract-types.mjs';

const schema = relative(process.cwd(), SCHEMA_FILE);
if (!contractExists()) {
  console.log(
    `drift check: ${relative(process.cwd(), CONTRACT_FILE)} does not exist yet; skipped.`,
  );
  process.exit(0);
}
const expected = await renderSchema();
const actual = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : null;
if (actual !== expected) {
  console.error(
    actual === null
      ? `drift check: ${schema} is missing.`
      : `drift check: ${schema} differs from what openapi/portal.openapi.json generates.`,
  );
  console.error('Run `npm run generate -w @portal/api-client` and commit the result.');
  process.exit(1);
}
console.log(`drift check: ${schema} matches the contract.`);
