import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDF_ONLY_MESSAGE } from '@portal/domain/schemas';
import { FieldError } from '../../http/errors';

const STORED_NAME = /^[0-9a-f]{32}\.pdf$/;
// A PDF starts with a header such as '%PDF-1.7' and ends with '%%EOF' (trailing whitespace or
// an incremental-update tail may follow it). Checking both refuses HTML or SVG that only begins
// with '%PDF-'.
const PDF_HEADER = /^%PDF-\d\.\d[\r\n\s%]/;
const PDF_TRAILER = Buffer.from('%%EOF', 'ascii');
const TRAILER_WINDOW = 2048;

export const looksLikePdf = (bytes: Buffer) =>
  PDF_HEADER.test(bytes.subarray(0, 16).toString('latin1')) &&
  bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)).includes(PDF_TRAILER);

/** Teacher files live in DATA_DIR/files, outside any served directory, under random names. */
export const filesDir = (dataDir: string) => join(dataDir, 'files');

/**
 * Checks the content (a PDF header and trailer), then stores the file; returns its name. Type, size
 * and emptiness were checked with the body (@portal/domain's pdfUploadSchema).
 */
export const storePdf = async (dataDir: string, field: string, file: File): Promise<string> => {
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) throw new FieldError({ [field]: [PDF_ONLY_MESSAGE] });
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  await mkdir(filesDir(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(join(filesDir(dataDir), name), bytes, { mode: 0o600 });
  return name;
};

/** The bytes of a stored file, or null when the name is not one of ours or the file is gone. */
export const readPdf = async (dataDir: string, name: string): Promise<Buffer | null> => {
  if (!STORED_NAME.test(name)) return null;
  try {
    return await readFile(join(filesDir(dataDir), name));
  } catch {
    return null;
  }
};

export const removePdf = async (dataDir: string, name: string | null) => {
  if (name && STORED_NAME.test(name)) await rm(join(filesDir(dataDir), name), { force: true });
};
