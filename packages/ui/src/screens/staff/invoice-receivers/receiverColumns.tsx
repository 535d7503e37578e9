import { Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { InvoiceReceiver } from '@portal/api-client';

const column = createColumnHelper<InvoiceReceiver>();
const dash = (value: string | null | undefined) => (value ? value : '–');

/**
 * 'Fakturamottakere': phones show the name and the students paid for; the e-mail from 768 px
 * (md), phone and post area from 1024 px (lg). sortKey is the API's `ordering` field.
 */
export const receiverColumns = [
  column.accessor('full_name', {
    header: 'Navn',
    meta: { label: 'Navn', sortKey: 'full_name' },
  }),
  column.accessor('email', {
    header: 'E-post',
    cell: (info) => (
      <Text as="span" wordBreak="break-all">
        {info.getValue()}
      </Text>
    ),
    meta: { label: 'E-post', sortKey: 'email', visibleFrom: 'md', hideable: true },
  }),
  column.accessor('phone_number', {
    header: 'Telefon',
    cell: (info) => dash(info.getValue()),
    meta: { label: 'Telefon', sortKey: 'phone_number', visibleFrom: 'lg', hideable: true },
  }),
  column.accessor('post_code_area', {
    header: 'Poststed',
    cell: (info) => dash(info.getValue()),
    meta: { label: 'Poststed', sortKey: 'post_code_area', visibleFrom: 'lg', hideable: true },
  }),
  column.accessor((r) => r.students_to_pay_for.map((s) => s.full_name).join(', '), {
    id: 'students_to_pay_for',
    header: 'Elever',
    cell: (info) => dash(info.getValue()),
    meta: { label: 'Elever', hideable: true },
  }),
];
