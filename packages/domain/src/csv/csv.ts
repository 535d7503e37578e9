/** CSV files of the portal are semicolon-separated (seed 001 §9). */
export const CSV_SEPARATOR = ';';
/** Rows end with CRLF, as RFC 4180 and spreadsheet programs expect. */
export const CSV_LINE_END = '\r\n';
/** Byte-order mark that makes spreadsheet programs read the file as UTF-8 (æøå in names). */
export const CSV_BOM = '\uFEFF';

/** One cell: text, a number (written with String(n); format it first for French grouping) or empty. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Quotes one field when it holds the separator, a double quote, a line break or leading/trailing
 * spaces; quotes inside are doubled: 'Hansen; Ola' -> '"Hansen; Ola"', 'a"b' -> '"a""b"'.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Joins rows into CSV text: fields by ';', rows by CRLF, with a final CRLF. Optionally with a BOM. */
export function toCsv(
  rows: ReadonlyArray<readonly CsvCell[]>,
  options: { bom?: boolean } = {},
): string {
  const body = rows.map((row) => row.map(csvField).join(CSV_SEPARATOR) + CSV_LINE_END).join('');
  return (options.bom ? CSV_BOM : '') + body;
}
