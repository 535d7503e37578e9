import { useId } from 'react';
import { Badge, Button, DataList, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useOverdueActivities } from '@portal/api-client/activities';
import { useNextPayment, type PayBreakdown } from '@portal/api-client/salary';
import { formatKr } from '@portal/domain/format';
import { formatPayDay } from '@portal/domain/salary';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { DashboardCard } from './DashboardCard';
import { payLines } from './payBreakdown';

export const PAY_CARD_TITLE = 'Lønn';
export const OVERDUE_LABEL = 'Aktiviteter som mangler oppsummering';
export const PAY_LOAD_ERROR = 'Kunne ikke hente lønnsoversikten.';
export const SHOW_OVERDUE_LABEL = 'Vis';
export const SHOW_OVERDUE_NAME = 'Vis aktivitetene som mangler oppsummering';

function Breakdown({ title, pay }: { title: string; pay: PayBreakdown }) {
  const lines = payLines(pay);
  const headingId = useId();
  return (
    <Stack gap="2" minW="0" role="group" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {lines.map((line, index) => {
          const isTotal = index === lines.length - 1;
          return (
            <DataList.Item
              key={line.label}
              pt={isTotal ? '1.5' : undefined}
              borderTopWidth={isTotal ? '1px' : undefined}
            >
              <DataList.ItemLabel fontWeight={isTotal ? 'semibold' : undefined}>
                {line.label}
              </DataList.ItemLabel>
              <DataList.ItemValue
                justifyContent="end"
                whiteSpace="nowrap"
                fontWeight={isTotal ? 'semibold' : undefined}
              >
                {formatKr(line.amount)}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </DataList.Root>
    </Stack>
  );
}

/**
 * The pay card: next pay day, the count of past activities still without summary, and the next
 * payment and the total unpaid, each as base, bonus, special bonus, travel and total. With
 * `onShowOverdue`, a count above 0 gets a 'Vis' button that lists those activities.
 */
export function PayCard({ onShowOverdue }: { onShowOverdue?: () => void } = {}) {
  const payment = useNextPayment();
  const overdue = useOverdueActivities();
  const now = new Date();

  let content;
  if (payment.isPending || overdue.isPending) {
    content = <LoadingState />;
  } else if (payment.isError || overdue.isError || !payment.data) {
    content = (
      <ErrorState
        message={PAY_LOAD_ERROR}
        onRetry={() => {
          void payment.refetch();
          void overdue.refetch();
        }}
        retrying={payment.isFetching || overdue.isFetching}
      />
    );
  } else {
    const overdueCount = overdue.data?.count ?? 0;
    content = (
      <>
        <DataList.Root orientation="horizontal" size="md" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Neste utbetalingsdag</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end" fontWeight="semibold">
              {formatPayDay(now)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel flex="1" minW="0">
              {OVERDUE_LABEL}
            </DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end">
              <HStack gap="2">
                <Badge
                  data-testid="overdue-count"
                  colorPalette={overdueCount > 0 ? 'red' : 'green'}
                  size="lg"
                >
                  {overdueCount}
                </Badge>
                {onShowOverdue && overdueCount > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={SHOW_OVERDUE_NAME}
                    onClick={onShowOverdue}
                  >
                    {SHOW_OVERDUE_LABEL}
                  </Button>
                )}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Breakdown title="Neste utbetaling" pay={payment.data.next_payment} />
          <Breakdown title="Totalt ikke utbetalt" pay={payment.data.total_unpaid} />
        </SimpleGrid>
      </>
    );
  }

  return (
    <DashboardCard title={PAY_CARD_TITLE} headingId="pay-card-title">
      {content}
    </DashboardCard>
  );
}
