import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Issue } from '@portal/api-client/issues';
import { IssueCard, type IssueCardProps } from './IssueCard';
import { NO_ISSUES_TEXT, showMoreLabel } from './issueTexts';

export interface IssueColumnProps extends Omit<IssueCardProps, 'issue' | 'busy' | 'focusMove'> {
  state: number;
  label: string;
  issues: Issue[];
  busyIds: ReadonlySet<number>;
  /** How many of the column's cards to show, in its order. */
  limit: number;
  /** Cards shown wherever they fall in the order (those the user just moved or saved). */
  keptInView: ReadonlySet<number>;
  /** The card just moved, and with which button (IssueMove). */
  moved: IssueMove | null;
  onShowMore: () => void;
}

/**
 * A card moved one step, by its left or right button, from `from`. It takes the focus once in
 * `state`: its new state, or `from` again when the move failed.
 */
export interface IssueMove {
  id: number;
  from: number;
  state: number;
  direction: 'left' | 'right';
}

/**
 * One column of the board (Åpen, Underveis, Ferdig) as a labelled list of cards. A column shows
 * its first `limit` cards and a button for more: 'Ferdig' only grows, and a board of a thousand
 * cards took four seconds to render on a desktop.
 */
export function IssueColumn({
  state,
  label,
  issues,
  busyIds,
  limit,
  keptInView,
  moved,
  onShowMore,
  ...handlers
}: IssueColumnProps) {
  const headingId = `issue-column-${state}`;
  const shown = issues.filter((issue, index) => index < limit || keptInView.has(issue.id));
  const hidden = issues.length - shown.length;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      bg="bg.subtle"
      borderRadius="l3"
      p="3"
      minW="0"
    >
      <HStack justify="space-between">
        <Heading as="h2" size="md" id={headingId}>
          {label}
        </Heading>
        <Badge variant="outline" aria-label={`${issues.length} issues`}>
          {issues.length}
        </Badge>
      </HStack>
      {issues.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
          {NO_ISSUES_TEXT}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
          {shown.map((issue) => (
            <li key={issue.id}>
              <IssueCard
                issue={issue}
                busy={busyIds.has(issue.id)}
                focusMove={
                  moved?.id === issue.id && moved.state === issue.state
                    ? moved.direction
                    : undefined
                }
                {...handlers}
              />
            </li>
          ))}
        </Stack>
      )}
      {hidden > 0 && (
        <Button variant="outline" size="sm" onClick={onShowMore}>
          {showMoreLabel(hidden)}
        </Button>
      )}
    </Stack>
  );
}
