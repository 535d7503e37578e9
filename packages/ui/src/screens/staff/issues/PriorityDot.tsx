import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { issuePriorityColor, issuePriorityLabel } from '@portal/domain/issue';

/**
 * The priority as a coloured dot (green low, yellow medium, red high) with its word beside it, so
 * it does not rely on colour alone.
 */
export function PriorityDot({ priority }: { priority: number }) {
  const color = issuePriorityColor(priority);
  return (
    <HStack gap="1.5" flexShrink={0}>
      <Box aria-hidden boxSize="2.5" borderRadius="full" bg={`${color}.solid`} />
      <Text fontSize="xs" color="fg.muted">
        <VisuallyHidden>Prioritet: </VisuallyHidden>
        {issuePriorityLabel(priority)}
      </Text>
    </HStack>
  );
}
