import { Box, DataList, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TeacherSalary } from '@portal/api-client/salary';
import { formatDurationHm } from '@portal/domain/duration';
import { formatKr } from '@portal/domain/format';
import { MISSING_VISMA_ID, teacherMissingSummaryLine } from '@portal/domain/salary';
import type { ReactNode } from 'react';
import { ActionButton } from '../../../feedback/ActionButton';
import {
  INFO_LABELS,
  PAY_LINE_LABELS,
  SEND_REMINDER,
  TOTAL_HOURS_LABEL,
  payBreakdownTitle,
} from './economyTexts';

/** Kontonummer, Adresse, Epost, Personnummer and VismaID ('Mangler VismaID' when missing). */
export function TeacherInfo({ row }: { row: TeacherSalary }) {
  const items: [string, ReactNode][] = [
    [INFO_LABELS.account, row.bank_account_number || '–'],
    [INFO_LABELS.address, row.address || '–'],
    [INFO_LABELS.email, row.email],
    [INFO_LABELS.ssn, row.social_security || '–'],
    [
      INFO_LABELS.visma,
      row.visma_employment_id ?? (
        <Text as="span" color="fg.error" fontWeight="semibold">
          {MISSING_VISMA_ID}
        </Text>
      ),
    ],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="7.5rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * The expanded salary row (seed 001 §2): 'Ubetalt lønn' by pay type and in total, 'Totalt antall
 * timer', the missing-summary line (red when not zero) with 'Send en påminnelse til læreren'.
 * Below md the row's action, and below lg its information, are here too.
 */
export function SalaryDetails({
  row,
  unpaidView,
  action,
  onRemind,
  reminding,
}: {
  row: TeacherSalary;
  unpaidView: boolean;
  action: ReactNode;
  onRemind: () => void;
  reminding: boolean;
}) {
  const lines: [string, string][] = [
    [PAY_LINE_LABELS.base, row.next_base_payment],
    [PAY_LINE_LABELS.bonus, row.incentive_bonus_next_payment],
    [PAY_LINE_LABELS.travel, row.travel_salary],
    [PAY_LINE_LABELS.special, row.special_bonus_salary],
  ];
  const missing = row.number_of_activities_without_summary;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" py="1" whiteSpace="normal">
      <Stack gap="2" role="group" aria-label={`${payBreakdownTitle(unpaidView)} for ${row.name}`}>
        <Text fontWeight="semibold">{payBreakdownTitle(unpaidView)}</Text>
        <DataList.Root orientation="horizontal" size="sm" gap="1" maxW="20rem">
          {lines.map(([label, amount]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="end" whiteSpace="nowrap">
                {formatKr(amount)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item pt="1" borderTopWidth="1px">
            <DataList.ItemLabel fontWeight="semibold">{PAY_LINE_LABELS.total}</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end" whiteSpace="nowrap" fontWeight="semibold">
              {formatKr(row.total_unpaid)}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
      <Stack gap="3" minW="0">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{TOTAL_HOURS_LABEL}</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatDurationHm(Number(row.total_activity_duration_for_payment))}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Box
          rounded="md"
          p={missing > 0 ? '2' : undefined}
          bg={missing > 0 ? 'bg.error' : undefined}
          color={missing > 0 ? 'fg.error' : undefined}
        >
          <Text fontSize="sm" fontWeight={missing > 0 ? 'semibold' : undefined}>
            {teacherMissingSummaryLine(missing)}
          </Text>
          {missing > 0 ? (
            <ActionButton
              mt="2"
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={reminding}
              onClick={onRemind}
            >
              {SEND_REMINDER}
            </ActionButton>
          ) : null}
        </Box>
        <Box hideFrom="md">{action}</Box>
        <Box hideFrom="lg">
          <TeacherInfo row={row} />
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
