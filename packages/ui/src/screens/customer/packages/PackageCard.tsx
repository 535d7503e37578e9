import { Badge, Box, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { Package } from '@portal/api-client/packages';
import { formatHoursLong } from '@portal/domain/duration';
import { formatDateText } from '@portal/domain/format';
import {
  NO_RECENT_ACTIVITY_TEXT,
  PACKAGE_TEXTS,
  isPackageActive,
  packageFillColor,
  packageFillPercent,
} from '@portal/domain/package';
import { runOutText } from '../shared/customerTexts';

export const USED_UP_TEXT = 'Brukt opp';
export const ACTIVE_TEXT = 'Aktiv';

/** "12 timer og 30 minutter igjen av 20 timer og 0 minutter": the fill bar's words. */
export const hoursLeftText = (pkg: Pick<Package, 'remaining_hours' | 'hours_in_package'>) =>
  `${formatHoursLong(pkg.remaining_hours)} igjen av ${formatHoursLong(pkg.hours_in_package)}`;

/**
 * One package: name, state, the hours left as words and as a bar coloured by seed 001 §4 (grey
 * expired, blue used up, red below 25 %, yellow below 50 %, green), who it is for, when it expires
 * and, while active, when the hours run out at the recent pace.
 */
export function PackageCard({ pkg }: { pkg: Package }) {
  const active = isPackageActive(pkg);
  const color = packageFillColor(pkg);
  const percent = packageFillPercent(pkg.remaining_hours, pkg.hours_in_package);
  const state = pkg.is_expired ? PACKAGE_TEXTS.EXPIRED : active ? ACTIVE_TEXT : USED_UP_TEXT;
  const headingId = `package-${pkg.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Text id={headingId} fontWeight="semibold" fontSize="md">
            {pkg.name}
          </Text>
          <Badge colorPalette={pkg.is_expired ? 'gray' : active ? 'green' : 'blue'} flexShrink={0}>
            {state}
          </Badge>
        </HStack>
        <Progress.Root
          value={percent}
          colorPalette={color}
          size="md"
          // The bar's accessible name: the hours in words, as the label shows them.
          translations={{ value: () => hoursLeftText(pkg) }}
        >
          <Stack gap="1.5">
            <Progress.Label fontSize="sm" fontWeight="normal">
              {hoursLeftText(pkg)}
            </Progress.Label>
            <Progress.Track borderRadius="full">
              <Progress.Range />
            </Progress.Track>
          </Stack>
        </Progress.Root>
        {active ? (
          <Text fontSize="sm" fontWeight="medium">
            {pkg.expected_run_out_date
              ? runOutText(formatDateText(pkg.expected_run_out_date))
              : NO_RECENT_ACTIVITY_TEXT}
          </Text>
        ) : null}
        <Box
          as="dl"
          fontSize="sm"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="3"
          rowGap="1"
        >
          <Text as="dt" color="fg.muted">
            Elev
          </Text>
          <Text as="dd">{pkg.students.map((s) => s.full_name).join(', ') || '–'}</Text>
          <Text as="dt" color="fg.muted">
            Betales av
          </Text>
          <Text as="dd">{pkg.invoice_receiver_name}</Text>
          <Text as="dt" color="fg.muted">
            Kjøpt
          </Text>
          <Text as="dd">{formatDateText(pkg.date_sold)}</Text>
          <Text as="dt" color="fg.muted">
            {pkg.is_expired ? 'Utløpt' : 'Utløper'}
          </Text>
          <Text as="dd">{formatDateText(pkg.expiration_date)}</Text>
        </Box>
        {pkg.description ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {pkg.description}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
