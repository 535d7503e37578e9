/** Issue states on the kanban board (seed 001 §3, §4). */
export const ISSUE_STATES = [
  { value: 1, label: 'Åpen' },
  { value: 2, label: 'Underveis' },
  { value: 3, label: 'Ferdig' },
] as const;
export type IssueState = (typeof ISSUE_STATES)[number]['value'];

export const ISSUE_STATE_MIN: IssueState = 1;
export const ISSUE_STATE_MAX: IssueState = 3;
/** New issues start at 1 (Åpen). */
export const NEW_ISSUE_STATE: IssueState = 1;

/** Direction of a card's arrow buttons: left lowers the state by one, right raises it. */
export type IssueMove = 'left' | 'right';

/** The label of a state; an unknown value is shown as it is. */
export function issueStateLabel(state: number): string {
  return ISSUE_STATES.find((s) => s.value === state)?.label ?? String(state);
}

/** Whether the card's button may move: left is disabled at 1, right at 3. */
export function canMoveIssue(state: number, move: IssueMove): boolean {
  return move === 'left' ? state > ISSUE_STATE_MIN : state < ISSUE_STATE_MAX;
}

/** The state after one step, kept within 1..3 (a disabled move returns the state unchanged). */
export function moveIssueState(state: number, move: IssueMove): number {
  if (!canMoveIssue(state, move))
    return Math.min(ISSUE_STATE_MAX, Math.max(ISSUE_STATE_MIN, state));
  return move === 'left' ? state - 1 : state + 1;
}
