import { createColumnHelper } from '@tanstack/react-table';
import { orDash } from '../../format/orDash';
import type { ColumnBreakpoint } from '../../table/columnMeta';
import { EmailText } from './EmailText';

interface Contact {
  email: string;
  phone_number: string | null;
}

/** A person's phone number, sortable by the API's `ordering` field and hideable. */
export function phoneColumn<Row extends Contact>(visibleFrom: ColumnBreakpoint) {
  return createColumnHelper<Row>().accessor((row) => row.phone_number, {
    id: 'phone_number',
    header: 'Telefon',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'Telefon', sortKey: 'phone_number', visibleFrom, hideable: true },
  });
}

/**
 * The e-mail (from 768 px, md) and phone (from 1024 px, lg) columns every list of people shows
 * (teachers, students, invoice receivers); both sortable by the API's `ordering` field and hideable.
 */
export function contactColumns<Row extends Contact>() {
  const column = createColumnHelper<Row>();
  return [
    column.accessor((row) => row.email, {
      id: 'email',
      header: 'E-post',
      cell: (info) => <EmailText email={info.getValue()} />,
      meta: { label: 'E-post', sortKey: 'email', visibleFrom: 'md', hideable: true },
    }),
    phoneColumn<Row>('lg'),
  ];
}
