import { Badge } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { Package } from '@portal/api-client/packages';
import { formatHoursLong } from '@portal/domain/duration';
import { formatDateText, formatKr } from '@portal/domain/format';
import { PACKAGE_TEXTS, isPackageActive } from '@portal/domain/package';

const column = createColumnHelper<Package>();

/** 'Aktiv', 'Brukt opp' or 'Utløpt pakke' as a badge. */
export function PackageStateBadge({ pkg }: { pkg: Package }) {
  if (pkg.is_expired) return <Badge colorPalette="gray">{PACKAGE_TEXTS.EXPIRED}</Badge>;
  return isPackageActive(pkg) ? (
    <Badge colorPalette="green">Aktiv</Badge>
  ) : (
    <Badge colorPalette="blue">Brukt opp</Badge>
  );
}

/**
 * The package overview's columns: phones show the package, the students and the state; the date
 * sold and hours left from 640 px, the receiver from 768 px, the price from 1024 px.
 */
export const packageColumns = [
  column.accessor('name', { header: 'Pakke' }),
  column.accessor((p) => p.students.map((s) => s.full_name).join(', '), {
    id: 'students',
    header: 'Elever',
  }),
  column.accessor('invoice_receiver_name', {
    header: 'Fakturamottaker',
    meta: { visibleFrom: 'md', hideable: true, label: 'Fakturamottaker' },
  }),
  column.accessor('date_sold', {
    header: 'Solgt',
    cell: (info) => formatDateText(info.getValue()),
    meta: { visibleFrom: 'sm', hideable: true, label: 'Solgt' },
  }),
  column.accessor('remaining_hours', {
    header: 'Timer igjen',
    cell: (info) => formatHoursLong(info.getValue()),
    meta: { visibleFrom: 'sm', hideable: true, label: 'Timer igjen' },
  }),
  column.accessor('sold_for_price', {
    header: 'Pris',
    cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{formatKr(info.getValue())}</span>,
    meta: { visibleFrom: 'lg', hideable: true, label: 'Pris' },
  }),
  column.display({
    id: 'state',
    header: 'Status',
    cell: (info) => <PackageStateBadge pkg={info.row.original} />,
  }),
];
