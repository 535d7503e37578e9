import { createColumnHelper } from '@tanstack/react-table';
import type { InvoiceReceiver } from '@portal/api-client/invoice-receivers';
import { contactColumns } from '../../../features/users/contactColumns';
import { orDash } from '../../../format/orDash';

const column = createColumnHelper<InvoiceReceiver>();

/**
 * 'Fakturamottakere': phones show the name and the students paid for; the e-mail from 768 px
 * (md), phone and post area from 1024 px (lg). sortKey is the API's `ordering` field.
 */
export const receiverColumns = [
  column.accessor('full_name', {
    header: 'Navn',
    meta: { label: 'Navn', sortKey: 'full_name' },
  }),
  ...contactColumns<InvoiceReceiver>(),
  column.accessor('post_code_area', {
    header: 'Poststed',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'Poststed', sortKey: 'post_code_area', visibleFrom: 'lg', hideable: true },
  }),
  column.accessor((r) => r.students_to_pay_for.map((s) => s.full_name).join(', '), {
    id: 'students_to_pay_for',
    header: 'Elever',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'Elever', hideable: true },
  }),
];
