// Writes the demo document tree's PDFs into apps/portal/public/dokumenter/, so the links on the
// teacher's 'Ressurser' page open real files on a fresh machine. Deterministic: the same content
// gives the same bytes. Run: npm run demo:documents -w @portal/api
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentPdf } from '../src/demo/document-pdf';
import { DEMO_DOCUMENTS, demoDocumentsDir } from '../src/demo/documents';

mkdirSync(demoDocumentsDir, { recursive: true });
for (const doc of DEMO_DOCUMENTS) {
  writeFileSync(join(demoDocumentsDir, doc.file), documentPdf(doc));
}
console.log(`Wrote ${DEMO_DOCUMENTS.length} PDFs to ${demoDocumentsDir}`);
