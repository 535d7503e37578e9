import { Checkbox, HStack, Text } from '@chakra-ui/react';
import { isApiError } from '@portal/api-client';
import {
  useInvoices,
  useMarkInvoices,
  type InvoiceListKind,
  type MarkInvoices,
} from '@portal/api-client/invoices';
import { packageInvoiceCsvFileName, travelInvoiceCsvFileName } from '@portal/domain/csv';
import { formatDateText, formatKr } from '@portal/domain/format';
import {
  ALREADY_EXPORTED_CONFIRMATION,
  CUSTOM_INVOICE_MARK_MESSAGE,
  EXPORT_CSV_BUTTON,
  MARK_INVOICED_BUTTON,
  canExportInvoices,
  exportNeedsConfirmation,
  invoiceCsv,
} from '@portal/domain/invoice';
import { pageOffset } from '@portal/domain/paging';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../../feedback/ActionButton';
import { ConfirmDialog } from '../../../feedback/ConfirmDialog';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { DataTable } from '../../../table/DataTable';
import {
  EXPORT_CONFIRM_TITLE,
  EXPORT_DONE,
  INVOICES_LOAD_ERROR,
  INVOICE_MARK_FAILED,
  MARKED_INVOICED,
  NO_INVOICES_TEXT,
  SELECT_ALL_LABEL,
  SOME_ALREADY_INVOICED,
  selectReceiverLabel,
  selectedCountText,
} from './economyTexts';
import { InvoiceLines } from './InvoiceLines';
import {
  invoiceRows,
  isLineSelected,
  rowSelection,
  type InvoiceLine,
  type InvoiceRow,
} from './invoiceRows';
import { saveTextFile } from './saveTextFile';
import { EmailText } from '../../../features/users/EmailText';

const column = createColumnHelper<InvoiceRow>();

const checkedState = (state: 'all' | 'some' | 'none') =>
  state === 'all' ? true : state === 'some' ? ('indeterminate' as const) : false;

export interface InvoiceTabProps {
  kind: InvoiceListKind;
  /** 'YYYY-MM-DD' of the date pickers; null while the period is not valid. */
  start: string | null;
  end: string | null;
  showSent: boolean;
  /** Receiver id to open at first (a link from the month check). */
  openReceiver?: number;
}

/**
 * One tab of 'Fakturaoversikt': the receivers of the period with their grouped product lines,
 * row and line selection, 'Eksporter som CSV' (the domain's file, then the export stamp) and
 * 'Marker valgte som fakurert'.
 */
export function InvoiceTab({ kind, start, end, showSent, openReceiver }: InvoiceTabProps) {
  const startText = start ? formatDateText(start) : null;
  const endText = end ? formatDateText(end) : null;
  const invoices = useInvoices({
    kind,
    start: startText,
    end: endText,
    sent: showSent ? undefined : false,
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmExport, setConfirmExport] = useState(false);
  // An export started from the toolbar, not from the confirmation (whose button shows it).
  const [exportingHere, setExportingHere] = useState(false);
  const mark = useMarkInvoices();

  const rows = useMemo(() => invoiceRows(invoices.data ?? [], kind), [invoices.data, kind]);
  const selectable = useMemo(() => rows.flatMap((row) => row.selectable), [rows]);
  // Only lines still listed count (a line marked invoiced leaves the unsent list).
  const selectedLines = rows.flatMap((row) =>
    row.selectable.filter((line) => isLineSelected(line, selected)),
  );
  const selectedIds = selectedLines.flatMap((line) => line.product_ids);
  // One call at a time, shown by the button whose call it is; its ActionButton gives the focus
  // back ('Marker valgte som fakurert' to the page's h1 after a success, which leaves nothing
  // selected to mark). After the export's confirmation, the ConfirmDialog gives it back.
  const busy = mark.isPending;
  const marking = busy && mark.variables?.mark_sent === true;

  const setLines = (lines: readonly InvoiceLine[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const line of lines) {
        if (line.custom) continue;
        for (const id of line.product_ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
      }
      return next;
    });

  const allState =
    selectable.length > 0 && selectable.every((line) => isLineSelected(line, selected))
      ? 'all'
      : selectable.some((line) => isLineSelected(line, selected))
        ? 'some'
        : 'none';

  const columns = [
    column.display({
      id: 'select',
      header: () => (
        <Checkbox.Root
          checked={checkedState(allState)}
          disabled={selectable.length === 0}
          onCheckedChange={(details) => setLines(selectable, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label srOnly>{SELECT_ALL_LABEL}</Checkbox.Label>
        </Checkbox.Root>
      ),
      cell: ({ row }) => (
        <Checkbox.Root
          checked={checkedState(rowSelection(row.original, selected))}
          disabled={row.original.selectable.length === 0}
          onCheckedChange={(details) => setLines(row.original.selectable, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label srOnly>
            {selectReceiverLabel(row.original.invoice.invoice_receiver.full_name)}
          </Checkbox.Label>
        </Checkbox.Root>
      ),
    }),
    column.accessor((row) => row.invoice.invoice_receiver.full_name, {
      id: 'name',
      header: 'Fakturamottaker',
      // Wraps between words; `anywhere` let the table squeeze a name to a few letters a line.
      cell: (info) => <Text overflowWrap="break-word">{info.getValue()}</Text>,
    }),
    column.accessor((row) => row.invoice.invoice_receiver.email, {
      id: 'email',
      header: 'E-post',
      cell: (info) => <EmailText email={info.getValue()} />,
      meta: { visibleFrom: 'md', hideable: true, label: 'E-post' },
    }),
    column.accessor((row) => row.invoice.invoice_receiver.phone_number, {
      id: 'phone',
      header: 'Telefon',
      meta: { visibleFrom: 'lg', hideable: true, label: 'Telefon' },
    }),
    column.accessor((row) => row.lines.length, {
      id: 'lines',
      header: 'Linjer',
      meta: { visibleFrom: 'sm', hideable: true, label: 'Linjer' },
    }),
    column.accessor('total', {
      header: 'Sum',
      cell: (info) => <Text whiteSpace="nowrap">{formatKr(info.getValue())}</Text>,
    }),
  ];

  const idsBody = (ids: number[]): MarkInvoices =>
    kind === 'package' ? { packages: ids } : { travel_activities: ids };

  const failed = (error: unknown) => {
    const custom =
      isApiError(error) &&
      error.fieldMessages('travel_activities').includes(CUSTOM_INVOICE_MARK_MESSAGE);
    showErrorToast(error, {
      description: custom ? CUSTOM_INVOICE_MARK_MESSAGE : INVOICE_MARK_FAILED,
    });
  };

  async function exportCsv() {
    if (!invoices.data || !startText || !endText) return;
    const ids = selectedIds;
    const fileName =
      kind === 'package'
        ? packageInvoiceCsvFileName(startText, endText)
        : travelInvoiceCsvFileName(startText, endText);
    saveTextFile(invoiceCsv(invoices.data, kind, ids), fileName);
    try {
      await mark.mutateAsync({ ...idsBody(ids), mark_exported: true });
      showToast({ title: EXPORT_DONE, description: fileName, type: 'success' });
    } catch (error) {
      failed(error);
    }
  }

  async function markInvoiced() {
    try {
      const result = await mark.mutateAsync({ ...idsBody(selectedIds), mark_sent: true });
      const notUpdated =
        result.ids_not_updated.packages.length + result.ids_not_updated.travel_activities.length;
      showToast(
        notUpdated === 0
          ? { title: MARKED_INVOICED, type: 'success' }
          : { title: MARKED_INVOICED, description: SOME_ALREADY_INVOICED, type: 'warning' },
      );
      setSelected(new Set());
    } catch (error) {
      failed(error);
    }
  }

  const toolbar = (
    <HStack gap="3" wrap="wrap">
      <ActionButton
        size="sm"
        colorPalette="brand"
        disabled={!canExportInvoices(selectedLines.length) || busy}
        loading={exportingHere}
        onClick={() => {
          if (exportNeedsConfirmation(selectedLines)) setConfirmExport(true);
          else {
            setExportingHere(true);
            void exportCsv().finally(() => setExportingHere(false));
          }
        }}
      >
        {EXPORT_CSV_BUTTON}
      </ActionButton>
      <ActionButton
        size="sm"
        variant="outline"
        disabled={selectedLines.length === 0 || busy}
        loading={marking}
        onClick={() => void markInvoiced()}
      >
        {MARK_INVOICED_BUTTON}
      </ActionButton>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {selectedCountText(selectedLines.length)}
      </Text>
    </HStack>
  );

  return (
    <>
      <DataTable
        label={kind === 'package' ? 'Pakkefakturaer' : 'Reisefakturaer'}
        columns={columns}
        data={rows.slice(pageOffset(page, pageSize), pageOffset(page, pageSize) + pageSize)}
        count={rows.length}
        state={{ page, pageSize }}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        isLoading={invoices.isPending}
        isError={invoices.isError}
        onRetry={() => void invoices.refetch()}
        errorText={INVOICES_LOAD_ERROR}
        emptyText={NO_INVOICES_TEXT}
        getRowId={(row) => String(row.id)}
        initialExpanded={openReceiver === undefined ? undefined : { [String(openReceiver)]: true }}
        renderExpanded={(row) => (
          <InvoiceLines
            row={row}
            selected={selected}
            onToggle={(line, checked) => setLines([line], checked)}
          />
        )}
        toolbar={toolbar}
      />
      <ConfirmDialog
        open={confirmExport}
        onOpenChange={setConfirmExport}
        title={EXPORT_CONFIRM_TITLE}
        body={ALREADY_EXPORTED_CONFIRMATION}
        cancelLabel="Avbryt"
        confirmLabel="Eksporter"
        onConfirm={exportCsv}
      />
    </>
  );
}
