import { CSV_BOM } from '@portal/domain/csv';

/**
 * Saves text as a file download (the browser's own "save" of a Blob through a link with
 * `download`). CSV files get their BOM back if the text lost it (Response.text() drops it), so
 * spreadsheet programs read æøå right.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const body = type.startsWith('text/csv') && !text.startsWith(CSV_BOM) ? CSV_BOM + text : text;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Late enough for the download to have read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
