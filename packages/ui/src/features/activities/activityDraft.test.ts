import { describe, expect, it } from 'vitest';
import { activityDraftName, activityOfDraft } from './activityDraft';

describe('activity draft names', () => {
  it('name the new form and an edited activity, and are read back', () => {
    expect(activityDraftName()).toBe('activity.new');
    expect(activityDraftName(42)).toBe('activity.42');
    expect(activityOfDraft(activityDraftName())).toBe('new');
    expect(activityOfDraft(activityDraftName(42))).toBe(42);
  });

  it("are not another form's", () => {
    expect(activityOfDraft('issue.new')).toBeNull();
    expect(activityOfDraft('activity.4x')).toBeNull();
  });
});
