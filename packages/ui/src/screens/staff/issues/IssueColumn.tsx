import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Issue } from '@portal/api-client/issues';
import { IssueCard, type IssueCardProps } from './IssueCard';
import { NO_ISSUES_TEXT } from './issueTexts';

export interface IssueColumnProps extends Omit<IssueCardProps, 'issue' | 'busy'> {
  state: number;
  label: string;
  issues: Issue[];
  busyIds: ReadonlySet<number>;
}

/** One column of the board (Åpen, Underveis, Ferdig) as a labelled list of cards. */
export function IssueColumn({ state, label, issues, busyIds, ...handlers }: IssueColumnProps) {
  const headingId = `issue-column-${state}`;
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
          {issues.map((issue) => (
            <li key={issue.id}>
              <IssueCard issue={issue} busy={busyIds.has(issue.id)} {...handlers} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
