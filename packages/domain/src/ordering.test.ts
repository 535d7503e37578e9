import { describe, expect, it } from 'vitest';
import { nextOrdering, sortDirectionOf } from './ordering';

describe('sortDirectionOf', () => {
  it('reads the DRF ordering of one field', () => {
    expect(sortDirectionOf('created_at', 'created_at')).toBe('asc');
    expect(sortDirectionOf('-created_at', 'created_at')).toBe('desc');
    expect(sortDirectionOf('', 'created_at')).toBe('none');
    expect(sortDirectionOf('-id', 'created_at')).toBe('none');
  });

  it('does not mistake a field whose name contains another for it', () => {
    expect(sortDirectionOf('-created_at_date', 'created_at')).toBe('none');
  });
});

describe('nextOrdering', () => {
  it('cycles one column through ascending, descending and unsorted', () => {
    expect(nextOrdering('', 'full_name')).toBe('full_name');
    expect(nextOrdering('full_name', 'full_name')).toBe('-full_name');
    expect(nextOrdering('-full_name', 'full_name')).toBe('');
  });

  it('starts another column ascending', () => {
    expect(nextOrdering('-created_at', 'full_name')).toBe('full_name');
  });
});
