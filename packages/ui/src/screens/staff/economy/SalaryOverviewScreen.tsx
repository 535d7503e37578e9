import {
  Alert,
  chakra,
  Button,
  Card,
  HStack,
  IconButton,
  Portal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@chakra-ui/react';
import {
  useDownloadSalaryCsv,
  useMarkActivitiesPaid,
  useSalaries,
  useSalaryTotal,
  useSendSummaryReminder,
  type MarkActivitiesPaidResult,
  type TeacherSalary,
} from '@portal/api-client/salary';
import { parseCsv, salaryCsvFileName } from '@portal/domain/csv';
import { formatDurationHm } from '@portal/domain/duration';
import { formatKr, toPayloadDate } from '@portal/domain/format';
import { pageOffset } from '@portal/domain/paging';
import {
  SALARY_MARK_ERROR_MESSAGE,
  SALARY_MARK_ERROR_TITLE,
  SALARY_MARK_PARTIAL_MESSAGE,
  SALARY_MARK_PARTIAL_TITLE,
  SALARY_MARK_SUCCESS_MESSAGE,
  SALARY_MARK_SUCCESS_TITLE,
  SALARY_MONTH_PICKER_LABEL,
  SALARY_MONTH_PICKER_PLACEHOLDER,
  markAllButtonLabel,
  markButtonLabel,
  missingSummaryTooltip,
  salaryFilterDefaults,
  salaryMonthOptions,
  salaryTotalLabel,
  type SalaryFilter,
} from '@portal/domain/salary';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { ActionButton } from '../../../feedback/ActionButton';
import { ConfirmDialog } from '../../../feedback/ConfirmDialog';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { OptionSelect } from '../../../form/OptionSelect';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import {
  ACTION_COLUMN_LABEL,
  CLICK_FOR_MORE_INFO,
  CONFIRM_NO,
  CSV_NOT_AVAILABLE,
  DOWNLOAD_SALARY_CSV,
  INFO_COLUMN_LABEL,
  NO_SALARIES_TEXT,
  ONLY_ALERTS_LABEL,
  REMINDER_FAILED,
  REMINDER_SENT,
  SALARIES_LOAD_ERROR,
  SALARY_OVERVIEW_TITLE,
  TOTAL_HOURS_LABEL,
  confirmYes,
  markAllDialogBody,
  markAllDialogTitle,
  markTeacherDialogBody,
  markTeacherDialogTitle,
  payColumnLabel,
  reminderSentTo,
  salaryViewLabel,
} from './economyTexts';
import { SalaryDetails, TeacherInfo } from './SalaryDetails';
import { saveTextFile } from './saveTextFile';
import { VismaIdForm } from './VismaIdForm';

const column = createColumnHelper<TeacherSalary>();
const monthValue = (month: number, year: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The warning icon: the tooltip says how many sessions lack a summary; a click opens the row. */
function MissingSummaryWarning({ count, onOpen }: { count: number; onOpen: () => void }) {
  const text = missingSummaryTooltip(count);
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          aria-label={`${text}. ${CLICK_FOR_MORE_INFO}`}
          size="2xs"
          variant="ghost"
          colorPalette="red"
          color="fg.error"
          onClick={onOpen}
        >
          <LuTriangleAlert />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            <Text>{text}</Text>
            <Text>{CLICK_FOR_MORE_INFO}</Text>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function SummaryCard({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Card.Root size="sm" role="group" aria-labelledby={id}>
      <Card.Body gap="1">
        <Text id={id} fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold" whiteSpace="nowrap" data-testid="summary-value">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /economy/salary-overview ('Betal Lønn', seed 001 §2): 'Lønn til og med:' (the domain's twelve
 * months, the first by default), the paid/unpaid view (unpaid first) and, in the unpaid view,
 * 'Bare vis lærere med varsel'; 'Last ned lønn - CSV'; the summary cards; 'Marker alt som
 * betalt/ubetalt' with its confirm; the paged, expandable salary table. Changing a filter goes
 * back to the first page; the next page is prefetched.
 */
export function SalaryOverviewScreen() {
  const [now] = useState(() => new Date());
  const options = useMemo(() => salaryMonthOptions(now), [now]);
  const [filter, setFilter] = useState<SalaryFilter>(() => salaryFilterDefaults(now));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [expanded, setExpanded] = useState<Readonly<Record<string, boolean>>>({});
  const [csvMissing, setCsvMissing] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [confirmTeacher, setConfirmTeacher] = useState<TeacherSalary | null>(null);
  const monthSelectId = useId();

  const unpaidView = filter.month_is_unpaid;
  const period = { month: filter.month, year: filter.year, unpaid: unpaidView };
  const salaries = useSalaries({
    ...period,
    onlyAlerts: filter.only_show_alerts,
    limit: pageSize,
    offset: pageOffset(page, pageSize),
  });
  const total = useSalaryTotal(period);

  const changeFilter = (patch: Partial<SalaryFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(0);
    setExpanded({});
    setCsvMissing(false);
  };

  const markToasts = (result: MarkActivitiesPaidResult) => {
    if (result.ids_not_updated.length > 0)
      showToast({
        title: unpaidView
          ? SALARY_MARK_PARTIAL_TITLE
          : SALARY_MARK_PARTIAL_TITLE.replace('betalt', 'ubetalt'),
        description: unpaidView ? SALARY_MARK_PARTIAL_MESSAGE : result.response_message,
        type: 'warning',
      });
    else
      showToast({
        title: SALARY_MARK_SUCCESS_TITLE,
        description: unpaidView ? SALARY_MARK_SUCCESS_MESSAGE : result.response_message,
        type: 'success',
      });
  };
  const mark = useMarkActivitiesPaid({
    onSuccess: markToasts,
    onError: (error) =>
      showErrorToast(error, {
        title: SALARY_MARK_ERROR_TITLE,
        description: unpaidView
          ? SALARY_MARK_ERROR_MESSAGE
          : SALARY_MARK_ERROR_MESSAGE.replace('betalt', 'ubetalt'),
      }),
  });
  // Marking as paid sets the paid date to today; marking as unpaid clears it (seed 001 §4).
  const markIds = (ids: number[]) =>
    mark.mutateAsync({
      activity_ids: ids,
      payment_date: unpaidView ? toPayloadDate(new Date()) : null,
    });

  const remind = useSendSummaryReminder({
    onSuccess: (result) =>
      showToast({
        title: REMINDER_SENT,
        description: reminderSentTo(result.sent_to, result.number_of_activities),
        type: 'success',
      }),
    onError: (error) => showErrorToast(error, { description: REMINDER_FAILED }),
  });

  const csv = useDownloadSalaryCsv({
    onSuccess: (text, params) => {
      // Only the header: nothing to pay (seed 001 §5).
      if (parseCsv(text.trim()).length <= 1) setCsvMissing(true);
      else saveTextFile(text, salaryCsvFileName(params.month, params.year));
    },
    onError: () => setCsvMissing(true),
  });

  const action = (row: TeacherSalary) =>
    row.visma_employment_id === null ? (
      <VismaIdForm teacherId={row.id} name={row.name} />
    ) : (
      <Button
        size="sm"
        colorPalette="yellow"
        disabled={row.activity_ids.length === 0}
        aria-label={`${markButtonLabel(unpaidView)}: ${row.name}`}
        onClick={() => setConfirmTeacher(row)}
      >
        {markButtonLabel(unpaidView)}
      </Button>
    );

  const columns = [
    column.accessor('name', { header: 'Navn' }),
    column.accessor('total_activity_duration_for_payment', {
      header: 'Timer',
      cell: (info) => formatDurationHm(Number(info.getValue())),
      meta: { visibleFrom: 'sm', hideable: true, label: 'Timer' },
    }),
    column.accessor('total_unpaid', {
      header: payColumnLabel(unpaidView),
      cell: (info) => {
        const row = info.row.original;
        return (
          <HStack gap="1" whiteSpace="nowrap">
            <Text as="span">{formatKr(info.getValue())}</Text>
            {row.number_of_activities_without_summary > 0 ? (
              <MissingSummaryWarning
                count={row.number_of_activities_without_summary}
                onOpen={() => setExpanded((current) => ({ ...current, [String(row.id)]: true }))}
              />
            ) : null}
          </HStack>
        );
      },
    }),
    column.display({
      id: 'info',
      header: INFO_COLUMN_LABEL,
      cell: (info) => <TeacherInfo row={info.row.original} />,
      meta: { visibleFrom: 'lg', hideable: true, label: INFO_COLUMN_LABEL },
    }),
    column.display({
      id: 'action',
      header: () => <Text srOnly>{ACTION_COLUMN_LABEL}</Text>,
      cell: (info) => action(info.row.original),
      meta: { visibleFrom: 'md' },
    }),
  ];

  const allIds = total.data?.all_activity_ids ?? [];
  const totals = total.data;

  return (
    <Stack gap="5" minW="0">
      <PageHeader title={SALARY_OVERVIEW_TITLE} />
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        gap="4"
        align={{ base: 'stretch', lg: 'end' }}
        wrap="wrap"
      >
        <Stack gap="1" maxW={{ lg: '16rem' }} flex="1">
          <chakra.label htmlFor={monthSelectId} display="block" fontWeight="medium" fontSize="sm">
            {SALARY_MONTH_PICKER_LABEL}
          </chakra.label>
          <OptionSelect
            id={monthSelectId}
            options={[
              { value: '', label: SALARY_MONTH_PICKER_PLACEHOLDER, disabled: true },
              ...options.map((o) => ({ value: monthValue(o.month, o.year), label: o.label })),
            ]}
            value={monthValue(filter.month, filter.year)}
            onChange={(value) => {
              const option = options.find((o) => monthValue(o.month, o.year) === value);
              if (option) changeFilter({ month: option.month, year: option.year });
            }}
          />
        </Stack>
        <Stack gap="3" pb={{ lg: '2' }}>
          <Switch.Root
            checked={unpaidView}
            onCheckedChange={(details) =>
              changeFilter({ month_is_unpaid: details.checked, only_show_alerts: false })
            }
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{salaryViewLabel(unpaidView)}</Switch.Label>
          </Switch.Root>
          {unpaidView ? (
            <Switch.Root
              checked={filter.only_show_alerts}
              onCheckedChange={(details) => changeFilter({ only_show_alerts: details.checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{ONLY_ALERTS_LABEL}</Switch.Label>
            </Switch.Root>
          ) : null}
        </Stack>
        <HStack gap="3" wrap="wrap" ms={{ lg: 'auto' }}>
          <ActionButton
            variant="outline"
            loading={csv.isPending}
            onClick={() => {
              setCsvMissing(false);
              csv.mutate(period);
            }}
          >
            {DOWNLOAD_SALARY_CSV}
          </ActionButton>
          <Button
            colorPalette="yellow"
            disabled={allIds.length === 0}
            onClick={() => setConfirmAll(true)}
          >
            {markAllButtonLabel(unpaidView)}
          </Button>
        </HStack>
      </Stack>
      {csvMissing ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{CSV_NOT_AVAILABLE}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="40rem">
        <SummaryCard
          label={TOTAL_HOURS_LABEL}
          value={totals ? formatDurationHm(Number(totals.total_hours)) : '–'}
        />
        <SummaryCard
          label={salaryTotalLabel(unpaidView)}
          value={totals ? formatKr(totals.total_payment) : '–'}
        />
      </SimpleGrid>
      <DataTable
        label={SALARY_OVERVIEW_TITLE}
        columns={columns}
        data={salaries.data?.results}
        count={salaries.data?.count ?? 0}
        state={{ page, pageSize }}
        onPageChange={(next) => {
          setPage(next);
          setExpanded({});
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        isLoading={salaries.isPending}
        isError={salaries.isError}
        onRetry={() => {
          void salaries.refetch();
          void total.refetch();
        }}
        errorText={SALARIES_LOAD_ERROR}
        emptyText={NO_SALARIES_TEXT}
        getRowId={(row) => String(row.id)}
        expanded={expanded}
        onExpandedChange={setExpanded}
        renderExpanded={(row) => (
          <SalaryDetails
            row={row}
            unpaidView={unpaidView}
            action={action(row)}
            onRemind={() => remind.mutate(row.id)}
            reminding={remind.isPending && remind.variables === row.id}
          />
        )}
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={markAllDialogTitle(unpaidView)}
        body={markAllDialogBody(unpaidView)}
        cancelLabel={CONFIRM_NO}
        confirmLabel={confirmYes(unpaidView)}
        onConfirm={() => markIds(allIds)}
      />
      <ConfirmDialog
        open={confirmTeacher !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmTeacher(null);
        }}
        title={markTeacherDialogTitle(unpaidView)}
        body={confirmTeacher ? markTeacherDialogBody(confirmTeacher.name, unpaidView) : ''}
        cancelLabel={CONFIRM_NO}
        confirmLabel={confirmYes(unpaidView)}
        onConfirm={() => (confirmTeacher ? markIds(confirmTeacher.activity_ids) : undefined)}
      />
    </Stack>
  );
}
