import { describe, expect, it } from 'vitest';
import {
  SALARY_MARK_PARTIAL_MESSAGE,
  SALARY_MARK_SUCCESS_MESSAGE,
  salaryMarkResponseMessage,
} from './marking';

describe('salary marking texts', () => {
  it("uses the seed's sentences when paying", () => {
    expect(salaryMarkResponseMessage(true, 0)).toBe('Lærerene du valgte ble markert som betalt');
    expect(salaryMarkResponseMessage(true, 0)).toBe(SALARY_MARK_SUCCESS_MESSAGE);
    expect(salaryMarkResponseMessage(true, 2)).toBe(
      'Noen av aktivitetene finnes ikke eller var allerede betalt',
    );
    expect(salaryMarkResponseMessage(true, 1)).toBe(SALARY_MARK_PARTIAL_MESSAGE);
  });

  it("says 'ubetalt' when marking unpaid", () => {
    expect(salaryMarkResponseMessage(false, 0)).toBe('Lærerene du valgte ble markert som ubetalt');
    expect(salaryMarkResponseMessage(false, 3)).toBe(
      'Noen av aktivitetene finnes ikke eller var allerede ubetalt',
    );
  });
});
