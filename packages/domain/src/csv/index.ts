// @portal/domain/csv: its rules, exported by name.
export { formatCsvNumber } from './numbers';
export {
  CSV_SEPARATOR,
  CSV_LINE_END,
  CSV_BOM,
  CSV_FORMULA_TRIGGERS,
  csvField,
  toCsv,
  neutraliseCsvText,
  csvNumber,
  toSafeCsv,
} from './csv';
export type { CsvCell, CsvNumberCell, SafeCsvCell } from './csv';
export { parseCsv, parseCsvNumber } from './parse';
export {
  salaryCsvFileName,
  packageInvoiceCsvFileName,
  travelInvoiceCsvFileName,
} from './fileNames';
