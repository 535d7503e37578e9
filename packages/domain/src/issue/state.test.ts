import { describe, expect, it } from 'vitest';
import {
  ISSUE_STATES,
  NEW_ISSUE_STATE,
  canMoveIssue,
  issueStateLabel,
  moveIssueState,
} from './state';

describe('issue states', () => {
  it('has the three columns and starts new issues at 1', () => {
    expect(ISSUE_STATES.map((s) => s.label)).toEqual(['Åpen', 'Underveis', 'Ferdig']);
    expect(NEW_ISSUE_STATE).toBe(1);
    expect(issueStateLabel(2)).toBe('Underveis');
    expect(issueStateLabel(9)).toBe('9');
  });

  it('moves one step at a time', () => {
    expect(moveIssueState(1, 'right')).toBe(2);
    expect(moveIssueState(2, 'right')).toBe(3);
    expect(moveIssueState(3, 'left')).toBe(2);
    expect(moveIssueState(2, 'left')).toBe(1);
  });

  it('disables left at 1 and right at 3', () => {
    expect(canMoveIssue(1, 'left')).toBe(false);
    expect(canMoveIssue(1, 'right')).toBe(true);
    expect(canMoveIssue(3, 'right')).toBe(false);
    expect(canMoveIssue(3, 'left')).toBe(true);
    expect(moveIssueState(1, 'left')).toBe(1);
    expect(moveIssueState(3, 'right')).toBe(3);
  });

  it('pulls an out-of-range state back into 1..3', () => {
    expect(moveIssueState(7, 'right')).toBe(3);
    expect(moveIssueState(-2, 'left')).toBe(1);
  });
});
