import { Alert, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { remainingHoursWarning } from '@portal/domain/activity';
import { formatHoursLong } from '@portal/domain/duration';

export interface StudentHours {
  id: number;
  full_name: string;
  /** Hours left in the student's packages before this activity. */
  remaining: number;
}

export interface RemainingHoursCardsProps {
  students: readonly StudentHours[];
  /** The activity's duration in decimal hours (null before one is chosen). */
  duration: number | null;
}

/**
 * One card per chosen student with the hours left in their packages. When the activity's duration
 * is more than that, the card turns into the seed's red warning. A warning only: saving goes on.
 */
export function RemainingHoursCards({ students, duration }: RemainingHoursCardsProps) {
  if (students.length === 0) return null;
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2 }}
      gap="3"
      as="ul"
      listStyleType="none"
      aria-label="Timer igjen per elev"
    >
      {students.map((student) => {
        const warning =
          duration === null ? null : remainingHoursWarning(student.remaining, duration);
        return (
          <li key={student.id}>
            <Card.Root
              size="sm"
              variant="outline"
              borderColor={warning ? 'border.error' : undefined}
              h="full"
            >
              <Card.Body gap="2">
                <Text fontWeight="semibold">{student.full_name}</Text>
                <Text textStyle="sm">{`Timer igjen: ${formatHoursLong(student.remaining)}`}</Text>
                {warning && (
                  <Alert.Root status="error" variant="solid" data-testid="not-enough-hours">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{warning.message}</Alert.Title>
                      <Alert.Description>{warning.hint}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Card.Body>
            </Card.Root>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
