import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_FORMULA_TRIGGERS,
  csvField,
  csvNumber,
  neutraliseCsvText,
  toCsv,
  toSafeCsv,
} from './csv';
import { parseCsv as readCsv, parseCsvNumber } from './parse';

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

describe('formula injection', () => {
  it('neutralises text that starts with = + - @ tab or carriage return', () => {
    expect(neutraliseCsvText('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(neutraliseCsvText('+47 912 34 567')).toBe("'+47 912 34 567");
    expect(neutraliseCsvText('-1+1')).toBe("'-1+1");
    expect(neutraliseCsvText('@cmd')).toBe("'@cmd");
    expect(neutraliseCsvText('\t=1')).toBe("'\t=1");
    expect(neutraliseCsvText('\r=1')).toBe("'\r=1");
    expect(neutraliseCsvText('Ola = Nordmann')).toBe('Ola = Nordmann');
    expect(neutraliseCsvText('')).toBe('');
  });

  it('writes number cells as they are and neutralises text cells', () => {
    expect(toSafeCsv([['=HYPERLINK("x")', csvNumber(-75, { fixedDecimals: true }), null]])).toBe(
      `"'=HYPERLINK(""x"")";-75,00;\r\n`,
    );
  });

  it('property: no text cell of a safe file reads back starting with a formula character', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.string({
              unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', '"', 'a'),
            }),
            { minLength: 1, maxLength: 4 },
          ),
          { maxLength: 4 },
        ),
        (rows) => {
          const back = readCsv(toSafeCsv(rows));
          expect(back).toHaveLength(rows.length);
          back.forEach((row, r) =>
            row.forEach((cell, c) => {
              expect(CSV_FORMULA_TRIGGERS.some((t) => cell.startsWith(t))).toBe(false);
              const original = rows[r]![c]!;
              expect(cell === original || cell === `'${original}`).toBe(true);
            }),
          );
        },
      ),
    );
  });

  it('parseCsv reads a BOM and a last row without CRLF; parseCsvNumber reads French grouping', () => {
    expect(readCsv('\uFEFFa;b\r\nc;"d;e"')).toEqual([
      ['a', 'b'],
      ['c', 'd;e'],
    ]);
    expect(parseCsvNumber(csvNumber('1234567.5', { fixedDecimals: true }).csvNumber)).toBe(
      '1234567.50',
    );
    expect(parseCsvNumber('-75,00')).toBe('-75.00');
    expect(() => parseCsvNumber('abc')).toThrow(RangeError);
  });
});
