import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuPlus } from 'react-icons/lu';
import { PageHeader } from '../../../layout/PageHeader';
import { ActivityTable } from './ActivityTable';
import { NextActivityCard } from './NextActivityCard';
import { PayCard } from './PayCard';

/** /teacher/dashboard: the pay card, 'Neste aktivitet' and the activity table (seed 000 §2). */
export function TeacherDashboardScreen() {
  return (
    <Stack gap="6" minW="0">
      <PageHeader
        title="Dashboard"
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/teacher/activity">
              <LuPlus aria-hidden />
              Ny aktivitet
            </RouterLink>
          </Button>
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <PayCard />
        <NextActivityCard />
      </SimpleGrid>
      <ActivityTable />
    </Stack>
  );
}
