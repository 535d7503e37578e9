import { formatCsvNumber } from './numbers';

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

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a text cell that starts with one of these
 * is read as a formula (=, +, -, @) or lets one through (a leading tab or carriage return).
 */
export const CSV_FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A text cell made safe for spreadsheets: text starting with = + - @ tab or CR gets a leading
 * apostrophe, so the program shows it as text and never evaluates it ('=SUM(A1)' -> "'=SUM(A1)").
 * Other text is unchanged. Apply it to every text cell (names, addresses, descriptions), never to
 * amounts (see csvNumber).
 */
export function neutraliseCsvText(text: string): string {
  return CSV_FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

/** A number cell already written for the file (see csvNumber); toSafeCsv writes it as it is. */
export interface CsvNumberCell {
  readonly csvNumber: string;
}

/**
 * A number cell, written with French digit grouping (formatCsvNumber) so the file follows the
 * seed, and kept apart from text so a negative amount ('-75,00') is never neutralised.
 */
export function csvNumber(
  value: number | string,
  options: { maxDecimals?: number; fixedDecimals?: boolean } = {},
): CsvNumberCell {
  return { csvNumber: formatCsvNumber(value, options) };
}

/** One cell of a safe CSV file: text (neutralised), a number cell, or empty. */
export type SafeCsvCell = string | CsvNumberCell | null | undefined;

/**
 * CSV text (';', CRLF, optional BOM) in which every text cell is neutralised against formula
 * injection and number cells are written as they are. The exports of the portal use this.
 */
export function toSafeCsv(
  rows: ReadonlyArray<readonly SafeCsvCell[]>,
  options: { bom?: boolean } = {},
): string {
  return toCsv(
    rows.map((row) =>
      row.map((cell) =>
        cell === null || cell === undefined
          ? cell
          : typeof cell === 'string'
            ? neutraliseCsvText(cell)
            : cell.csvNumber,
      ),
    ),
    options,
  );
}
