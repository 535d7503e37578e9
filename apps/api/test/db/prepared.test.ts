import { describe, expect, it } from 'vitest';
import { preparedShape, roomForShape, shapeName } from '../../src/db/prepared';

describe('shapeName', () => {
  it('keeps a short key as it is', () => {
    expect(shapeName('next_activity')).toBe('shape_next_activity');
  });

  it('gives two long keys that differ only past 63 bytes two names within 63 bytes', () => {
    const long = 'student_list_-number_of_hours_remaining_in_packages_10_teacher_isActive-';
    const first = shapeName(`${long}_now+`);
    const second = shapeName(`${long}_now+_offset`);
    expect(first).not.toBe(second);
    for (const name of [first, second]) {
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
      expect(name.startsWith('shape_student_list_')).toBe(true);
    }
  });
});

describe('roomForShape', () => {
  it('keeps the shapes prepared already and refuses a new one past the limit', () => {
    const db = {};
    const none = { execute: async () => [] };
    expect(roomForShape(db, 'list_0')).toBe(true);
    for (let i = 0; i < 300; i += 1) preparedShape(db, `list_${i}`, () => none);
    expect(roomForShape(db, 'list_0')).toBe(true);
    expect(roomForShape(db, 'list_299')).toBe(true);
    expect(roomForShape(db, 'list_300')).toBe(false);
    // Another database has room of its own.
    expect(roomForShape({}, 'list_300')).toBe(true);
  });
});
