import { Badge, Button, Card, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  useMonthCheck,
  type MonthCheckDisagreement,
  type MonthCheckKind,
  type MonthCheckPackage,
  type MonthCheckTeacher,
} from '@portal/api-client/economy';
import { formatDurationHm } from '@portal/domain/duration';
import { formatDateText } from '@portal/domain/format';
import { pageOffset } from '@portal/domain/paging';
import { salaryMonthLabel } from '@portal/domain/salary';
import { addCalendarMonths, osloCalendarDate } from '@portal/domain/time';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { OptionSelect } from '../../../form/OptionSelect';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import {
  ALL_KINDS_LABEL,
  DISAGREEMENTS_TITLE,
  HOURS_LABELS,
  KIND_FILTER_LABEL,
  KIND_LABELS,
  MONTH_CHECK_DESCRIPTION,
  MONTH_CHECK_LOAD_ERROR,
  MONTH_CHECK_TITLE,
  MONTH_LABEL,
  NOT_SENT_BADGE,
  NO_DISAGREEMENTS_TEXT,
  PER_PACKAGE_TITLE,
  PER_TEACHER_TITLE,
} from './economyTexts';
import { disagreementLink } from './monthCheckLinks';

/** Months the check offers: this month and the twelve before it. */
const MONTH_CHECK_OPTION_COUNT = 13;
const monthValue = (month: number, year: number) => `${year}-${String(month).padStart(2, '0')}`;
const hours = (value: string) => formatDurationHm(Number(value));
/** A number that should equal another but is smaller: shown red. */
const short = (value: string, expected: string) => Number(value) < Number(expected);

const KIND_COLORS: Record<MonthCheckKind, string> = {
  lesson_without_package: 'orange',
  lesson_without_summary: 'red',
  lesson_paid_before_summary: 'purple',
  package_not_invoiced: 'yellow',
};

function Hours({ value, expected }: { value: string; expected?: string }) {
  const low = expected !== undefined && short(value, expected);
  return (
    <Text
      as="span"
      whiteSpace="nowrap"
      color={low ? 'fg.error' : undefined}
      fontWeight={low ? 'semibold' : undefined}
    >
      {hours(value)}
    </Text>
  );
}

/** A table of a few dozen rows, paged in the browser. */
function LocalTable<T>({
  label,
  rows,
  ...props
}: {
  label: string;
  rows: T[];
  columns: Parameters<typeof DataTable<T>>[0]['columns'];
  emptyText: string;
  getRowId: (row: T) => string;
  toolbar?: ReactNode;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const offset = pageOffset(page, pageSize);
  return (
    <DataTable
      label={label}
      data={rows.slice(offset, offset + pageSize)}
      count={rows.length}
      state={{ page, pageSize }}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      {...props}
    />
  );
}

const disagreementColumn = createColumnHelper<MonthCheckDisagreement>();
const disagreementColumns = [
  disagreementColumn.accessor('date', {
    header: 'Dato',
    cell: (info) => <Text whiteSpace="nowrap">{formatDateText(info.getValue())}</Text>,
    meta: { visibleFrom: 'sm' },
  }),
  disagreementColumn.accessor('message', {
    header: 'Avvik',
    cell: (info) => {
      const link = disagreementLink(info.row.original);
      return (
        <Stack gap="1.5" align="start">
          <Badge colorPalette={KIND_COLORS[info.row.original.kind]}>
            {KIND_LABELS[info.row.original.kind]}
          </Badge>
          <Text>{info.getValue()}</Text>
          {link ? (
            <Button asChild size="xs" variant="outline">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Button>
          ) : null}
        </Stack>
      );
    },
  }),
];

const teacherColumn = createColumnHelper<MonthCheckTeacher>();
const teacherColumns = [
  teacherColumn.accessor('name', { header: 'Lærer' }),
  teacherColumn.accessor('hours_taught', {
    header: HOURS_LABELS.hours_taught,
    cell: (info) => <Hours value={info.getValue()} />,
  }),
  teacherColumn.accessor('student_hours', {
    header: HOURS_LABELS.student_hours,
    cell: (info) => <Hours value={info.getValue()} />,
    meta: { visibleFrom: 'md', hideable: true, label: HOURS_LABELS.student_hours },
  }),
  teacherColumn.accessor('hours_drawn', {
    header: HOURS_LABELS.hours_drawn,
    cell: (info) => <Hours value={info.getValue()} expected={info.row.original.student_hours} />,
    meta: { visibleFrom: 'sm', hideable: true, label: HOURS_LABELS.hours_drawn },
  }),
  teacherColumn.accessor('hours_invoiced', {
    header: HOURS_LABELS.hours_invoiced,
    cell: (info) => <Hours value={info.getValue()} expected={info.row.original.hours_drawn} />,
    meta: { visibleFrom: 'md', hideable: true, label: HOURS_LABELS.hours_invoiced },
  }),
  teacherColumn.accessor('hours_paid', {
    header: HOURS_LABELS.hours_paid,
    cell: (info) => <Hours value={info.getValue()} expected={info.row.original.hours_taught} />,
  }),
];

const packageColumn = createColumnHelper<MonthCheckPackage>();
const packageColumns = [
  packageColumn.accessor('name', {
    header: 'Pakke',
    cell: (info) => (
      <Stack gap="0.5">
        <Text>{info.getValue()}</Text>
        <Text fontSize="xs" color="fg.muted" hideFrom="md">
          {info.row.original.invoice_receiver_name}
        </Text>
      </Stack>
    ),
  }),
  packageColumn.accessor('invoice_receiver_name', {
    header: 'Fakturamottaker',
    meta: { visibleFrom: 'md', hideable: true, label: 'Fakturamottaker' },
  }),
  packageColumn.accessor('date_sold', {
    header: 'Solgt',
    cell: (info) => formatDateText(info.getValue()),
    meta: { visibleFrom: 'lg', hideable: true, label: 'Solgt' },
  }),
  packageColumn.accessor('hours_in_package', {
    header: 'Timer i pakken',
    cell: (info) => <Hours value={info.getValue()} />,
    meta: { visibleFrom: 'lg', hideable: true, label: 'Timer i pakken' },
  }),
  packageColumn.accessor('hours_drawn', {
    header: HOURS_LABELS.hours_drawn,
    cell: (info) => <Hours value={info.getValue()} />,
  }),
  packageColumn.accessor('hours_invoiced', {
    header: HOURS_LABELS.hours_invoiced,
    cell: (info) =>
      info.row.original.invoice_sent_date ? (
        <Hours value={info.getValue()} />
      ) : (
        <Badge colorPalette="yellow">{NOT_SENT_BADGE}</Badge>
      ),
    meta: { visibleFrom: 'sm', hideable: true, label: HOURS_LABELS.hours_invoiced },
  }),
  packageColumn.accessor('hours_paid', {
    header: HOURS_LABELS.hours_paid,
    cell: (info) => <Hours value={info.getValue()} />,
    meta: { visibleFrom: 'md', hideable: true, label: HOURS_LABELS.hours_paid },
  }),
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={id} minW="0">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * /economy/month-check ('Månedskontroll', issue 14 item 5): for a month, the hours taught, drawn
 * from packages, invoiced and paid, in total, per teacher and per package, and every
 * disagreement with a link to its record (the lesson, or the package in 'Fakturaoversikt').
 * The last whole month by default.
 */
export function MonthCheckScreen() {
  const [now] = useState(() => new Date());
  const options = useMemo(() => {
    const today = osloCalendarDate(now);
    return Array.from({ length: MONTH_CHECK_OPTION_COUNT }, (_, i) => {
      const { month, year } = addCalendarMonths({ ...today, day: 1 }, -i);
      return { value: monthValue(month, year), label: salaryMonthLabel(month, year), month, year };
    });
  }, [now]);
  const [chosen, setChosen] = useState(() => options[1]!);
  const [kind, setKind] = useState<MonthCheckKind | ''>('');
  const monthSelectId = useId();
  const check = useMonthCheck({ month: chosen.month, year: chosen.year });

  let body: ReactNode;
  if (check.isPending) body = <LoadingState />;
  else if (check.isError || !check.data)
    body = (
      <ErrorState
        message={MONTH_CHECK_LOAD_ERROR}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  else {
    const data = check.data;
    const disagreements = data.disagreements.filter((d) => kind === '' || d.kind === kind);
    const totals = [
      [HOURS_LABELS.hours_taught, data.totals.hours_taught],
      [HOURS_LABELS.student_hours, data.totals.student_hours],
      [HOURS_LABELS.hours_drawn, data.totals.hours_drawn],
      [HOURS_LABELS.hours_invoiced, data.totals.hours_invoiced],
      [HOURS_LABELS.hours_paid, data.totals.hours_paid],
    ] as const;
    body = (
      <Stack gap="8">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          {totals.map(([label, value]) => (
            <Card.Root key={label} size="sm">
              <Card.Body gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text fontSize="xl" fontWeight="semibold">
                  {hours(value)}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Section title={`${DISAGREEMENTS_TITLE} (${data.disagreements.length})`}>
          <LocalTable
            key={`${chosen.value}|${kind}`}
            label={DISAGREEMENTS_TITLE}
            rows={disagreements}
            columns={disagreementColumns}
            emptyText={NO_DISAGREEMENTS_TEXT}
            getRowId={(d) => `${d.kind}|${d.activity ?? ''}|${d.package ?? ''}|${d.student ?? ''}`}
            toolbar={
              <OptionSelect
                aria-label={KIND_FILTER_LABEL}
                width={{ base: 'full', sm: '16rem' }}
                options={[
                  { value: '', label: ALL_KINDS_LABEL },
                  ...(Object.keys(KIND_LABELS) as MonthCheckKind[]).map((k) => ({
                    value: k,
                    label: KIND_LABELS[k],
                  })),
                ]}
                value={kind}
                onChange={(value) => setKind(value as MonthCheckKind | '')}
              />
            }
          />
        </Section>
        <Section title={PER_TEACHER_TITLE}>
          <LocalTable
            key={chosen.value}
            label={PER_TEACHER_TITLE}
            rows={data.teachers}
            columns={teacherColumns}
            emptyText="Ingen timer denne måneden."
            getRowId={(t) => String(t.id)}
          />
        </Section>
        <Section title={PER_PACKAGE_TITLE}>
          <LocalTable
            key={chosen.value}
            label={PER_PACKAGE_TITLE}
            rows={data.packages}
            columns={packageColumns}
            emptyText="Ingen pakker denne måneden."
            getRowId={(p) => String(p.id)}
          />
        </Section>
      </Stack>
    );
  }

  return (
    <Stack gap="5" minW="0">
      <PageHeader title={MONTH_CHECK_TITLE} description={MONTH_CHECK_DESCRIPTION} />
      <Stack gap="1" maxW={{ sm: '16rem' }}>
        <chakra.label htmlFor={monthSelectId} display="block" fontWeight="medium" fontSize="sm">
          {MONTH_LABEL}
        </chakra.label>
        <OptionSelect
          id={monthSelectId}
          options={options.map(({ value, label }) => ({ value, label }))}
          value={chosen.value}
          onChange={(value) => {
            const option = options.find((o) => o.value === value);
            if (option) setChosen(option);
          }}
        />
      </Stack>
      {body}
    </Stack>
  );
}
