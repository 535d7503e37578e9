import { describe, expect, it } from 'vitest';
import { viewerFromSession } from './viewer';

describe('viewerFromSession', () => {
  it('takes the type and group names given as strings', () => {
    expect(viewerFromSession({ type: 'student', user: { groups: ['student'] } })).toEqual({
      type: 'student',
      groups: ['student'],
    });
  });
  it('takes group names from { name } objects and skips anything else', () => {
    expect(
      viewerFromSession({
        type: 'invoice_receiver',
        user: { groups: [{ name: 'invoice_receiver' }, 7, { id: 1 }] },
      }),
    ).toEqual({ type: 'invoice_receiver', groups: ['invoice_receiver'] });
  });
  it('gives no groups when the user has none', () => {
    expect(viewerFromSession({ type: 'teacher', user: {} })).toEqual({
      type: 'teacher',
      groups: [],
    });
    expect(viewerFromSession({ type: 'teacher', user: { groups: 'student' } })).toEqual({
      type: 'teacher',
      groups: [],
    });
  });
});
