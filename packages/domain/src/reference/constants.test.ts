import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_INVOICE_START_DATE,
  DEFAULT_ORDERING,
  DEFAULT_THEME,
  DEVELOPER_PICKER_LIMIT,
  FALLBACK_ID,
  MAX_TEXT_LENGTH,
  NEW_TEACHER_ACTIVITY_CATEGORIES,
  PLAIN_LIST_SEARCH_LIMIT,
  TOAST_DURATION_MS,
} from './constants';

describe('business constants of the seeds', () => {
  it('match seed 000 §9', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(DEFAULT_THEME).toBe('light');
    expect(FALLBACK_ID).toBe(1);
    expect(Object.values(BREAKPOINTS)).toEqual([640, 768, 1024, 1280, 1536]);
  });

  it('match seed 001 §7 and §9', () => {
    expect(PLAIN_LIST_SEARCH_LIMIT).toBe(20);
    expect(DEVELOPER_PICKER_LIMIT).toBe(8);
    expect(DEFAULT_ORDERING).toEqual({
      teachers: '-id',
      invoiceReceivers: '-id',
      students: '-created_at',
    });
    expect(NEW_TEACHER_ACTIVITY_CATEGORIES).toEqual([1]);
    expect(DEFAULT_INVOICE_START_DATE).toBe('01.01.2016');
    expect(MAX_TEXT_LENGTH).toBe(255);
  });
});
