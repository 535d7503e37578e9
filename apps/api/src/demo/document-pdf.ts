// A one-page PDF of a demo document, built by hand: no PDF library is needed for a title and a few
// lines, and the bytes are the same on every run (no dates, no ids).
import type { DemoDocument } from './documents';

/** A PDF string literal in WinAnsi (Latin-1 covers æ, ø, å), with its special characters escaped. */
const pdfText = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** One A4 page: the title in bold, then the body lines. */
export const documentPdf = (doc: DemoDocument): Buffer => {
  const lines = [
    'BT /F2 18 Tf 56 780 Td',
    `${pdfText(doc.title)} Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...doc.body.map((line) => `${pdfText(line)} Tj T*`),
    'ET',
  ];
  const content = Buffer.from(lines.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfText(doc.title)} /Producer (Portalen demo) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};
