import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

/** A small RFC 4180 reader with ';' to prove the writer round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV', () => {
  it('separates fields with semicolons and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['Navn', 'Timer'],
        ['Ola Nordmann', 12.5],
      ]),
    ).toBe('Navn;Timer\r\nOla Nordmann;12.5\r\n');
  });

  it('quotes fields with ; " or line breaks and doubles quotes', () => {
    expect(csvField('Hansen; Ola')).toBe('"Hansen; Ola"');
    expect(csvField('Kari "K" Nordmann')).toBe('"Kari ""K"" Nordmann"');
    expect(csvField('linje 1\nlinje 2')).toBe('"linje 1\nlinje 2"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField(' ledende')).toBe('" ledende"');
    expect(csvField('Ærlig, Øystein')).toBe('Ærlig, Øystein');
  });

  it('writes empty cells for null and undefined', () => {
    expect(toCsv([[null, undefined, false, 0]])).toBe(';;false;0\r\n');
  });

  it('can start with a byte-order mark', () => {
    expect(toCsv([['Lønn']], { bom: true })).toBe('\uFEFFLønn\r\n');
    expect(toCsv([])).toBe('');
  });

  it('property: what is written reads back the same', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.string({ unit: fc.constantFrom('a', 'ø', ';', '"', '\n', '\r', ' ', '1') }), {
            minLength: 1,
            maxLength: 5,
          }),
          {
            maxLength: 5,
          },
        ),
        (rows) => {
          expect(parseCsv(toCsv(rows))).toEqual(rows);
        },
      ),
    );
  });
});
