import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
  PAGE_SIZE_SELECT_OPTIONS,
  applyListChange,
  hasNextPage,
  hasPreviousPage,
  initialListState,
  pageOffset,
  pageSizeLabel,
  pageSizeSummaryLabel,
  totalPages,
} from './paging';

describe('paging constants', () => {
  it('matches the seeds', () => {
    expect(FIRST_PAGE).toBe(0);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50]);
    expect(PAGE_SIZE_SELECT_OPTIONS.map((o) => o.label)).toEqual(['Vis 10', 'Vis 25', 'Vis 50']);
    expect(pageSizeLabel(25)).toBe('Vis 25');
    expect(pageSizeSummaryLabel(10)).toBe('Viser 10 Resultater');
  });
});

describe('page arithmetic', () => {
  it('rounds the page count up', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(1, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(101, 50)).toBe(3);
    expect(() => totalPages(10, 0)).toThrow(RangeError);
  });

  it('computes offsets and neighbours', () => {
    expect(pageOffset(0, 10)).toBe(0);
    expect(pageOffset(3, 25)).toBe(75);
    expect(pageOffset(-1, 25)).toBe(0);
    expect(hasNextPage(0, 11, 10)).toBe(true);
    expect(hasNextPage(1, 11, 10)).toBe(false);
    expect(hasNextPage(0, 0, 10)).toBe(false);
    expect(hasPreviousPage(0)).toBe(false);
    expect(hasPreviousPage(1)).toBe(true);
  });

  it('property: pages cover every row exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.constantFrom(...PAGE_SIZE_OPTIONS),
        (count, size) => {
          const pages = totalPages(count, size);
          expect(pages * size).toBeGreaterThanOrEqual(count);
          expect((pages - 1) * size).toBeLessThan(Math.max(count, 1));
          if (pages > 0) {
            expect(pageOffset(pages - 1, size)).toBeLessThan(count);
            expect(hasNextPage(pages - 1, count, size)).toBe(false);
          }
        },
      ),
    );
  });
});

describe('page reset rule', () => {
  const onPage3 = initialListState({
    page: 3,
    search: 'ola',
    ordering: '-id',
    filters: { is_active: true },
  });

  it('starts at the defaults', () => {
    expect(initialListState()).toEqual({
      page: 0,
      pageSize: 10,
      search: '',
      ordering: '',
      filters: {},
    });
  });

  it('returns to page 0 when search, filter, ordering or page size changes', () => {
    expect(applyListChange(onPage3, { search: 'kari' }).page).toBe(0);
    expect(applyListChange(onPage3, { filters: { is_active: false } }).page).toBe(0);
    expect(applyListChange(onPage3, { filters: { is_active: true, city: 1 } }).page).toBe(0);
    expect(applyListChange(onPage3, { ordering: 'name' }).page).toBe(0);
    expect(applyListChange(onPage3, { pageSize: 25 })).toMatchObject({ page: 0, pageSize: 25 });
  });

  it('keeps the page when only the page changes or nothing really changes', () => {
    expect(applyListChange(onPage3, { page: 4 }).page).toBe(4);
    expect(applyListChange(onPage3, { search: 'ola', filters: { is_active: true } }).page).toBe(3);
    expect(applyListChange(onPage3, { search: 'kari', page: 5 }).page).toBe(0);
  });

  it('property: any real search change lands on page 0', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.string(), fc.string(), (page, a, b) => {
        fc.pre(a !== b);
        const state = initialListState({ page, search: a });
        expect(applyListChange(state, { search: b }).page).toBe(0);
        expect(applyListChange(state, { page: page + 1 }).page).toBe(page + 1);
      }),
    );
  });
});
