import { SimpleGrid, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../layout/PageHeader';
import { ContactPersonCard } from './ContactPersonCard';
import { LessonTable } from './LessonTable';
import { RemainingHoursCard } from './RemainingHoursCard';

/**
 * /customer/dashboard: the hours left in active packages, the contact person, and the lessons
 * (what was done, what is planned), each lesson opening to its summary and homework.
 */
export function CustomerDashboardScreen() {
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="stretch">
        <RemainingHoursCard />
        <ContactPersonCard />
      </SimpleGrid>
      <LessonTable />
    </Stack>
  );
}
