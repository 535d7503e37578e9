import { describe, expect, it } from 'vitest';
import {
  draftKey,
  draftSaveKey,
  draftsOf,
  hasDrafts,
  keepDraft,
  readDraft,
  removeAllDrafts,
  restoredValues,
  sameValues,
} from './formDraft';

/** A Storage kept in a Map (the unit tests run in Node, without sessionStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const opened = { subject: '', duration: 1, activity_plan: '', students: [] as number[] };

describe('form drafts', () => {
  it('keeps changed values per user and form, and gives them back', () => {
    const storage = memoryStorage();
    const key = draftKey('7', 'activity.new');
    expect(key).toBe('portal.draft.7.activity.new');
    keepDraft(storage, key, { ...opened, activity_plan: 'Brøk', students: [3] }, opened);
    expect(readDraft(storage, key)).toEqual({ ...opened, activity_plan: 'Brøk', students: [3] });
    expect(readDraft(storage, draftKey('8', 'activity.new'))).toBeNull();
  });

  it('removes the draft once the values are back to what the form opened with', () => {
    const storage = memoryStorage();
    const key = draftKey('7', 'activity.42');
    keepDraft(storage, key, { ...opened, activity_plan: 'Brøk' }, opened);
    expect(hasDrafts(storage)).toBe(true);
    keepDraft(storage, key, { ...opened }, opened);
    expect(readDraft(storage, key)).toBeNull();
    expect(hasDrafts(storage)).toBe(false);
  });

  it('takes a field without a value (a disabled one) from what the form opened with', () => {
    const storage = memoryStorage();
    const key = draftKey('7', 'activity.42');
    keepDraft(storage, key, { ...opened, subject: undefined }, { ...opened, subject: 4 });
    expect(readDraft(storage, key)).toBeNull();
    keepDraft(storage, key, { subject: undefined, activity_plan: 'Ny' }, { ...opened, subject: 4 });
    expect(readDraft(storage, key)).toEqual({ ...opened, subject: 4, activity_plan: 'Ny' });
  });

  it("lists one user's drafts by form name, not another's", () => {
    const storage = memoryStorage();
    keepDraft(storage, draftKey('7', 'activity.new'), { ...opened, subject: 2 }, opened);
    keepDraft(storage, draftKey('7', 'activity.42'), { ...opened, subject: 5 }, opened);
    keepDraft(storage, draftKey('70', 'activity.1'), { ...opened, subject: 9 }, opened);
    expect(draftsOf(storage, '7')).toEqual([
      { name: 'activity.42', values: { ...opened, subject: 5 } },
      { name: 'activity.new', values: { ...opened, subject: 2 } },
    ]);
  });

  it('drops a draft it cannot read', () => {
    const storage = memoryStorage();
    const key = draftKey('7', 'activity.new');
    storage.setItem(key, '{not json');
    expect(readDraft(storage, key)).toBeNull();
    storage.setItem(key, '[1, 2]');
    expect(readDraft(storage, key)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });

  it('removes every draft, and nothing else, on a deliberate logout', () => {
    const storage = memoryStorage();
    storage.setItem('portal.reload', 'x');
    keepDraft(storage, draftKey('7', 'activity.new'), { ...opened, subject: 2 }, opened);
    keepDraft(storage, draftKey('9', 'activity.3'), { ...opened, subject: 5 }, opened);
    removeAllDrafts(storage);
    expect(hasDrafts(storage)).toBe(false);
    expect(storage.getItem('portal.reload')).toBe('x');
  });

  it('restores only the fields the form has, the rest as it opened', () => {
    expect(restoredValues(opened, { activity_plan: 'Brøk', old_field: 'x' })).toEqual({
      ...opened,
      activity_plan: 'Brøk',
    });
  });

  it("keeps the save's key beside the values; the form gets only its fields back", () => {
    const storage = memoryStorage();
    const key = draftKey('7', 'activity.new');
    const saveKey = 'b3d6f1de-8f4c-4a52-9a3e-0c1f5d2e7a91';
    keepDraft(storage, key, { ...opened, activity_plan: 'Brøk' }, opened, saveKey);
    const draft = readDraft(storage, key)!;
    expect(draftSaveKey(draft)).toBe(saveKey);
    expect(restoredValues(opened, draft)).toEqual({ ...opened, activity_plan: 'Brøk' });
    // A draft kept before saves had keys has none.
    expect(draftSaveKey({ ...opened, activity_plan: 'Brøk' })).toBeNull();
  });

  it('compares values whatever the order of their fields', () => {
    expect(sameValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
  });
});
