// A teacher document (police report, diploma, grades): PDF only. The value is either the link of
// the file already stored (a string) or a newly chosen file. The file is described structurally
// ({ name, type }) so the schema needs no DOM types; a browser File satisfies it and is passed
// through unchanged (the same object comes out, ready to upload).
import { z } from 'zod';

export const PDF_ONLY_MESSAGE = 'Filen må være en PDF';

/** The parts of a browser File the rule reads. */
export interface FileLike {
  readonly name: string;
  readonly type: string;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).type === 'string'
  );
}

/** True for a file with the PDF media type, or, when the browser gives no type, a .pdf name. */
export function isPdfFile(file: FileLike): boolean {
  if (file.type !== '') return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

/**
 * A stored file's link (kept as it is: the server checked its content when it was uploaded), a new
 * PDF file, or nothing (null; blank and undefined also mean nothing).
 */
export const pdfFileSchema = z
  .union([z.string(), z.custom<FileLike>(isFileLike, PDF_ONLY_MESSAGE), z.null(), z.undefined()], {
    error: PDF_ONLY_MESSAGE,
  })
  .refine(
    (value) => typeof value !== 'object' || value === null || isPdfFile(value),
    PDF_ONLY_MESSAGE,
  )
  .transform((value) => (value === undefined || value === '' ? null : value))
  .default(null);

export type PdfFileValue = z.output<typeof pdfFileSchema>;

/** True when the value is a newly chosen file (to be sent as multipart before the other fields). */
export function isNewFile(value: PdfFileValue): value is FileLike {
  return typeof value === 'object' && value !== null;
}
