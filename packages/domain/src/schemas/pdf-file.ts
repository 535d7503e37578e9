// A teacher document (police report, diploma, grades): PDF only. In the form the value is either
// the link of the file already stored (a string) or a newly chosen file. The file is described
// structurally ({ name, type }) so the schema needs no DOM types; a browser File satisfies it and
// is passed through unchanged (the same object comes out, ready to upload). In a multipart body
// the value is the uploaded file itself (pdfUploadSchema), with the size cap.
import { z } from 'zod';

export const PDF_ONLY_MESSAGE = 'Filen må være en PDF';
export const PDF_TOO_LARGE_MESSAGE = 'Filen kan ikke være større enn 10 MB.';
export const EMPTY_FILE_MESSAGE = 'Filen er tom.';
/** An uploaded PDF may be at most 10 MB. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

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

/**
 * True for a file with the PDF media type, or, when it comes without a telling one (a browser that
 * gives no type; a multipart part sent as application/octet-stream), a .pdf name. The API checks
 * the content besides.
 */
export function isPdfFile(file: FileLike): boolean {
  if (file.type !== '' && file.type !== 'application/octet-stream')
    return file.type === 'application/pdf';
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

/**
 * A PDF in a multipart body: a file (a text part is not one), PDF by its type or, without one, its
 * name (isPdfFile, as the form checks it), not empty and at most MAX_PDF_BYTES. The API also reads
 * its content before storing it.
 */
export const pdfUploadSchema = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    error: PDF_ONLY_MESSAGE,
    abort: true,
  })
  .refine(isPdfFile, { error: PDF_ONLY_MESSAGE, abort: true })
  .refine((file) => file.size > 0, { error: EMPTY_FILE_MESSAGE, abort: true })
  .refine((file) => file.size <= MAX_PDF_BYTES, { error: PDF_TOO_LARGE_MESSAGE })
  .meta({
    type: 'string',
    format: 'binary',
    maxLength: MAX_PDF_BYTES,
    description: 'A PDF (checked by content), at most 10 MB (maxLength counts bytes).',
  });
