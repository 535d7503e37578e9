import { Button, Collapsible, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePackages } from '@portal/api-client/packages';
import { PACKAGE_TEXTS, partitionPackages } from '@portal/domain/package';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import {
  NO_ACTIVE_PACKAGES_TEXT,
  NO_RESULTS_TEXT,
  PACKAGES_LOAD_ERROR,
} from '../shared/customerTexts';
import { PackageCard } from './PackageCard';

/** A family has a handful of packages: one page holds them all. */
export const CUSTOMER_PACKAGE_LIMIT = 100;

/**
 * /customer/package-overview ('Mine pakker'): the active packages, and the inactive ones (used up
 * or expired) behind 'Vis inaktive pakker'.
 */
export function PackageOverviewScreen() {
  const packages = usePackages({ limit: CUSTOMER_PACKAGE_LIMIT, offset: 0 });
  const [showInactive, setShowInactive] = useState(false);

  let body;
  if (packages.isPending) body = <LoadingState variant="skeleton" lines={6} />;
  else if (packages.isError || !packages.data)
    body = (
      <ErrorState
        message={PACKAGES_LOAD_ERROR}
        onRetry={() => void packages.refetch()}
        retrying={packages.isFetching}
      />
    );
  else if (packages.data.results.length === 0) body = <EmptyState title={NO_RESULTS_TEXT} />;
  else {
    const { active, inactive } = partitionPackages(packages.data.results);
    body = (
      <Stack gap="6">
        {active.length ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {active.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState title={NO_ACTIVE_PACKAGES_TEXT} size="sm" />
        )}
        {inactive.length ? (
          <Collapsible.Root
            open={showInactive}
            onOpenChange={(d) => setShowInactive(d.open)}
            lazyMount
            unmountOnExit
          >
            <Collapsible.Trigger asChild>
              <Button variant="outline" alignSelf="start">
                {showInactive ? PACKAGE_TEXTS.HIDE_INACTIVE : PACKAGE_TEXTS.SHOW_INACTIVE}
                {showInactive ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" pt="4">
                {inactive.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} />
                ))}
              </SimpleGrid>
            </Collapsible.Content>
          </Collapsible.Root>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <PageHeader title="Mine pakker" />
      {body}
    </Stack>
  );
}
