import { describe, expect, it } from 'vitest';
import {
  ISSUE_CATEGORY_FILTER_OPTIONS,
  ISSUE_PRIORITIES,
  issueCategoryLabel,
  issuePriorityColor,
  issuePriorityLabel,
} from './options';

describe('issue categories and priorities', () => {
  it('offers the category filter with Alle first', () => {
    expect(ISSUE_CATEGORY_FILTER_OPTIONS).toEqual([
      { value: null, label: 'Alle' },
      { value: 1, label: 'Utvikling' },
      { value: 2, label: 'Markedsføring' },
      { value: 3, label: 'Økonomi' },
    ]);
    expect(issueCategoryLabel(3)).toBe('Økonomi');
    expect(issueCategoryLabel(0)).toBe('0');
  });

  it('labels and colours priorities', () => {
    expect(ISSUE_PRIORITIES.map((p) => [p.value, p.label, p.color])).toEqual([
      [1, 'Lav', 'green'],
      [2, 'Middels', 'yellow'],
      [3, 'Høy', 'red'],
    ]);
    expect(issuePriorityLabel(2)).toBe('Middels');
    expect(issuePriorityLabel(4)).toBe('4');
    expect(issuePriorityColor(3)).toBe('red');
    expect(issuePriorityColor(4)).toBe('gray');
  });
});
