import { describe, expect, it } from 'vitest';
import { commonSubjects, subjectPlaceholder } from './subjects';

const math = { id: 1, subject_name: 'Matematikk' };
const eng = { id: 2, subject_name: 'Engelsk' };
const nor = { id: 3, subject_name: 'Norsk' };

describe('subject select', () => {
  it('lists the subjects all chosen students share', () => {
    expect(
      commonSubjects([
        [math, eng, nor],
        [nor, math],
      ]),
    ).toEqual([math, nor]);
    expect(commonSubjects([[math]])).toEqual([math]);
    expect(commonSubjects([[math], [eng]])).toEqual([]);
    expect(commonSubjects([])).toEqual([]);
  });

  it('picks the placeholder', () => {
    expect(subjectPlaceholder(0, 0)).toBe('Velg en elev først');
    expect(subjectPlaceholder(2, 0)).toBe('Ingen felles fag');
    expect(subjectPlaceholder(1, 3)).toBe('Velg fag');
  });
});
