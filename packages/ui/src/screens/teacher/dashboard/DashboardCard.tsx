import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

export interface DashboardCardProps {
  title: string;
  /** id of the heading; the card is a region named by it. */
  headingId: string;
  children: ReactNode;
}

/** A card of the dashboard: a region named by its h2. */
export function DashboardCard({ title, headingId, children }: DashboardCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
