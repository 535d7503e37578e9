import { Badge, Button, Card, HStack, IconButton, Text } from '@chakra-ui/react';
import type { Issue } from '@portal/api-client/issues';
import {
  canMoveIssue,
  issueCategoryLabel,
  issueStateLabel,
  moveIssueState,
} from '@portal/domain/issue';
import { useEffect, useRef } from 'react';
import { LuChevronLeft, LuChevronRight, LuPencil, LuTrash2 } from 'react-icons/lu';
import { PriorityDot } from './PriorityDot';
import {
  DELETE_LABEL,
  DETAILS_LABEL,
  EDIT_LABEL,
  NO_DEVELOPER_TEXT,
  estimateText,
  moveLabel,
} from './issueTexts';

export interface IssueCardProps {
  issue: Issue;
  /** A move or delete of this card is under way: its buttons wait. */
  busy: boolean;
  onMove: (issue: Issue, state: number) => void;
  onOpen: (issue: Issue) => void;
  onEdit: (issue: Issue) => void;
  onDelete: (issue: Issue) => void;
  /**
   * The card was just moved with this button and is in its new column (IssueColumn): once it is
   * no longer busy, the button takes the focus (the other one when it cannot move further that
   * way), and then `onMoveFocused` runs. The moved card is a new element in its new column, and the
   * pressed button had lost the focus while it was disabled: a keyboard user would start over.
   */
  focusMove?: 'left' | 'right';
  onMoveFocused?: () => void;
}

/**
 * One issue on the board: title, priority dot, estimate and description; the left button lowers
 * the state by one (disabled at 1), the right raises it (disabled at 3).
 */
export function IssueCard({
  issue,
  busy,
  onMove,
  onOpen,
  onEdit,
  onDelete,
  focusMove,
  onMoveFocused,
}: IssueCardProps) {
  const left = moveIssueState(issue.state, 'left');
  const right = moveIssueState(issue.state, 'right');
  const leftRef = useRef<HTMLButtonElement>(null);
  const rightRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusMove || busy) return;
    const other = focusMove === 'left' ? 'right' : 'left';
    const direction = canMoveIssue(issue.state, focusMove) ? focusMove : other;
    (direction === 'left' ? leftRef : rightRef).current?.focus();
    onMoveFocused?.();
  }, [focusMove, busy, issue.state, onMoveFocused]);
  return (
    <Card.Root as="article" size="sm" aria-label={issue.title} variant="elevated">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word">
            {issue.title}
          </Text>
          <Badge variant="subtle" flexShrink={0}>
            {estimateText(issue.estimate)}
          </Badge>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <PriorityDot priority={issue.priority} />
          <Text fontSize="xs" color="fg.muted">
            {issueCategoryLabel(issue.category)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {issue.developer_name ?? NO_DEVELOPER_TEXT}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word">
          {issue.description}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="1" pt="0" flexWrap="wrap">
        <HStack gap="1">
          <IconButton
            ref={leftRef}
            size="sm"
            variant="outline"
            aria-label={moveLabel(issue.title, issueStateLabel(left))}
            disabled={busy || !canMoveIssue(issue.state, 'left')}
            onClick={() => onMove(issue, left)}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            ref={rightRef}
            size="sm"
            variant="outline"
            aria-label={moveLabel(issue.title, issueStateLabel(right))}
            disabled={busy || !canMoveIssue(issue.state, 'right')}
            onClick={() => onMove(issue, right)}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
        <HStack gap="1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onOpen(issue)}
            aria-label={`${DETAILS_LABEL}: ${issue.title}`}
          >
            {DETAILS_LABEL}
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`${EDIT_LABEL}: ${issue.title}`}
            onClick={() => onEdit(issue)}
          >
            <LuPencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`${DELETE_LABEL}: ${issue.title}`}
            disabled={busy}
            onClick={() => onDelete(issue)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
