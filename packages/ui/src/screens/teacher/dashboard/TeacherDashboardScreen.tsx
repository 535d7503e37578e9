import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuPlus } from 'react-icons/lu';
import { PageHeader } from '../../../layout/PageHeader';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { ACTIVITY_TABLE_HEADING_ID, ActivityTable, STATUS_FILTER } from './ActivityTable';
import { NEW_ACTIVITY_PATH } from './activityColumns';
import { NextActivityCard } from './NextActivityCard';
import { PayCard } from './PayCard';
import { UnsavedActivitiesNotice } from './UnsavedActivitiesNotice';

/**
 * /teacher/dashboard: the pay card, 'Neste aktivitet' and the activity table (seed 000 §2); above
 * them, activities begun or changed and not saved, if any.
 */
export function TeacherDashboardScreen() {
  const activityList = useTableQueryState();
  // The overdue count's 'Vis' lists those lessons and takes the reader (and focus) to the table.
  const showOverdue = () => {
    activityList.setFilter(STATUS_FILTER, 'missing_summary');
    const heading = document.getElementById(ACTIVITY_TABLE_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Stack gap="6" minW="0">
      <PageHeader
        title="Dashboard"
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to={NEW_ACTIVITY_PATH}>
              <LuPlus aria-hidden />
              Ny aktivitet
            </RouterLink>
          </Button>
        }
      />
      <UnsavedActivitiesNotice />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <PayCard onShowOverdue={showOverdue} />
        <NextActivityCard />
      </SimpleGrid>
      <ActivityTable list={activityList} />
    </Stack>
  );
}
