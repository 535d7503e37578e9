import { CSV_BOM, CSV_SEPARATOR } from './csv';

/**
 * Reads the portal's CSV files back (';', CRLF, quoted fields with doubled quotes, an optional
 * BOM): what toCsv writes, parseCsv returns. The tests of every export read their files with it.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === CSV_SEPARATOR) {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/**
 * A number cell written with French digit grouping back to a plain decimal string:
 * '1 234 567,50' (narrow no-break spaces) -> '1234567.50'. Throws when the cell is not a number.
 */
export function parseCsvNumber(cell: string): string {
  const plain = cell.replace(/[\u202f\u00a0 ]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) throw new RangeError(`Not a number cell: ${cell}`);
  return plain;
}
