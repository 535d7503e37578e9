import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { usePackages } from '@portal/api-client/packages';
import { formatHoursLong } from '@portal/domain/duration';
import { formatDateText } from '@portal/domain/format';
import { partitionPackages } from '@portal/domain/package';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import {
  NO_ACTIVE_PACKAGES_TEXT,
  PACKAGES_LOAD_ERROR,
  REMAINING_HOURS_TITLE,
  SEE_PACKAGES_LABEL,
  activePackagesText,
  runOutText,
} from '../shared/customerTexts';
import { CUSTOMER_PACKAGE_LIMIT } from '../packages/PackageOverviewScreen';

const HEADING_ID = 'remaining-hours-title';

/** 'Timer igjen': the hours left over the active packages, and the first to run out. */
export function RemainingHoursCard() {
  const packages = usePackages({ limit: CUSTOMER_PACKAGE_LIMIT, offset: 0 });
  let body;
  if (packages.isPending) body = <LoadingState variant="skeleton" lines={2} />;
  else if (packages.isError || !packages.data)
    body = (
      <ErrorState
        message={PACKAGES_LOAD_ERROR}
        onRetry={() => void packages.refetch()}
        retrying={packages.isFetching}
      />
    );
  else {
    const { active } = partitionPackages(packages.data.results);
    const hours = active.reduce((sum, p) => sum + Number(p.remaining_hours), 0);
    const soonest = active
      .map((p) => p.expected_run_out_date)
      .filter((d): d is string => d !== null)
      .sort()[0];
    body = active.length ? (
      <Stack gap="1">
        <Text fontSize="2xl" fontWeight="bold">
          {formatHoursLong(hours)}
        </Text>
        <Text color="fg.muted">{activePackagesText(active.length)}</Text>
        {soonest ? <Text fontSize="sm">{runOutText(formatDateText(soonest))}</Text> : null}
      </Stack>
    ) : (
      <Text>{NO_ACTIVE_PACKAGES_TEXT}</Text>
    );
  }
  return (
    <Card.Root as="section" aria-labelledby={HEADING_ID} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={HEADING_ID}>
          {REMAINING_HOURS_TITLE}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/customer/package-overview">{SEE_PACKAGES_LABEL}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
