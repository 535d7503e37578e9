import { describe, expect, it } from 'vitest';
import { hasNullParam, normalizeReadPath, readQueryKey } from './read-query-key';

describe('readQueryKey (seed 000 section 7, generic read rule)', () => {
  it('adds the trailing slash and drops the leading one', () => {
    expect(readQueryKey('/salary/next-payment')).toEqual(['salary/next-payment/']);
    expect(readQueryKey('activity/activity/next/')).toEqual(['activity/activity/next/']);
  });

  it('replaces {id} by the id and makes the remaining values query parameters', () => {
    expect(readQueryKey('/activity/activity/{id}', { id: 12, search: 'x' })).toEqual([
      'activity/activity/12/',
      { search: 'x' },
    ]);
  });

  it('keeps list parameters as the query object and leaves out undefined values', () => {
    expect(
      readQueryKey('/activity/activity/', { limit: 10, offset: 0, search: undefined }),
    ).toEqual(['activity/activity/', { limit: 10, offset: 0 }]);
  });

  it('keeps the placeholder for a null path parameter and null query values as they are', () => {
    expect(readQueryKey('/user/student/{id}/', { id: null })).toEqual(['user/student/{id}/']);
    expect(readQueryKey('/user/student/', { is_active: null })).toEqual([
      'user/student/',
      { is_active: null },
    ]);
  });

  it('encodes path values', () => {
    expect(readQueryKey('/x/{name}/', { name: 'a/b' })).toEqual(['x/a%2Fb/']);
  });
});

describe('hasNullParam and normalizeReadPath', () => {
  it('is true only when some value is null', () => {
    expect(hasNullParam({ id: null })).toBe(true);
    expect(hasNullParam({ id: 0, search: '', x: undefined })).toBe(false);
  });

  it('normalizes any spelling of a path the same way', () => {
    expect(
      ['user/city', '/user/city', '/user/city/', '//user/city/'].map(normalizeReadPath),
    ).toEqual(Array(4).fill('user/city/'));
  });
});
