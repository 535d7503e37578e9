import { Heading, List, Stack, Text } from '@chakra-ui/react';

/**
 * A titled list of people by name with their count in the title, or a muted text when there are
 * none (the students a receiver pays for, a teacher's students).
 */
export function NameList({
  title,
  people,
  emptyText,
  label,
}: {
  title: string;
  people: ReadonlyArray<{ id: number; full_name: string }>;
  emptyText: string;
  /** The list's accessible name, where the title alone does not say whose list it is. */
  label?: string;
}) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="xs">
        {title} ({people.length})
      </Heading>
      {people.length ? (
        <List.Root ps="5" gap="1" aria-label={label}>
          {people.map((person) => (
            <List.Item key={person.id}>{person.full_name}</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{emptyText}</Text>
      )}
    </Stack>
  );
}
