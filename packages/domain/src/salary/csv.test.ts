import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvNumber } from '../csv/parse';
import { sumKr } from '../format/ore';
import { SALARY_CSV_HEADER, salaryCsv, type SalaryCsvTeacher } from './csv';

const NNBSP = '\u202f';

const teacher = (
  id: string,
  name: string,
  base: [string, string],
  bonus: [string, string] = ['0.00', '0.00'],
  travel: [string, string] = ['0.00', '0.00'],
  special = '0.00',
): SalaryCsvTeacher => ({
  visma_employment_id: id,
  name,
  lines: {
    base: { hours: base[0], amount: base[1] },
    incentive_bonus: { hours: bonus[0], amount: bonus[1] },
    travel_salary: { hours: travel[0], amount: travel[1] },
    special_bonus: { hours: null, amount: special },
  },
});

describe('salary CSV', () => {
  const teachers = [
    teacher(
      '1042',
      'Jonas Haugen',
      ['12.50', '3125.00'],
      ['10.00', '200.00'],
      ['2.00', '300.00'],
      '150.00',
    ),
    teacher('=2+3', '@Mari Nilsen', ['1.00', '250.00']),
  ];
  const text = salaryCsv(teachers);
  const rows = parseCsv(text);

  it('starts with a BOM and the header, one row per teacher and pay type with an amount', () => {
    expect(text.startsWith('\uFEFFAnsattnummer;Navn;Lønnsart;Timer;Beløp\r\n')).toBe(true);
    expect(rows[0]).toEqual([...SALARY_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      ['1042', 'Jonas Haugen', 'Basislønn', '12,5', `3${NNBSP}125,00`],
      ['1042', 'Jonas Haugen', 'Bonuslønn', '10', '200,00'],
      ['1042', 'Jonas Haugen', 'Reiselønn', '2', '300,00'],
      ['1042', 'Jonas Haugen', 'Ekstralønn', '', '150,00'],
      ["'=2+3", "'@Mari Nilsen", 'Basislønn', '1', '250,00'],
    ]);
  });

  it('reads back to the same figures', () => {
    const amounts = rows.slice(1).map((r) => parseCsvNumber(r[4]!));
    expect(sumKr(amounts)).toBe('4025.00');
    const jonas = rows.filter((r) => r[0] === '1042');
    expect(
      jonas.map((r) => [r[2], r[3] ? parseCsvNumber(r[3]) : null, parseCsvNumber(r[4]!)]),
    ).toEqual([
      ['Basislønn', '12.5', '3125.00'],
      ['Bonuslønn', '10', '200.00'],
      ['Reiselønn', '2', '300.00'],
      ['Ekstralønn', null, '150.00'],
    ]);
  });

  it('writes only the header when there is nobody to pay', () => {
    expect(parseCsv(salaryCsv([]))).toEqual([[...SALARY_CSV_HEADER]]);
  });
});
