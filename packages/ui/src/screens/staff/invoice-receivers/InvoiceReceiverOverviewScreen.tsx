import { Stack } from '@chakra-ui/react';
import {
  useInvoiceReceivers,
  type InvoiceReceiverOrdering,
} from '@portal/api-client/invoice-receivers';
import { pageOffset } from '@portal/domain/paging';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import { KEEP_PAGE_WHILE_LOADING, pageLoading } from '../../../table/keptPage';
import { SearchInput } from '../../../table/SearchInput';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { ReceiverDetails } from './ReceiverDetails';
import { receiverColumns } from './receiverColumns';
import {
  NO_RECEIVERS_TEXT,
  RECEIVERS_LOAD_ERROR,
  RECEIVER_OVERVIEW_TITLE,
  SEARCH_RECEIVERS_LABEL,
} from './receiverTexts';

/**
 * /sales/invoice-receiver-overview ('Fakturamottakere'): every invoice receiver, newest first
 * unless sorted, paged on the server with the next page prefetched. A row opens to the students
 * the receiver pays for, where staff add one more (add_new_student).
 */
export function InvoiceReceiverOverviewScreen() {
  const list = useTableQueryState();
  const { page, pageSize, search, ordering } = list.state;
  const receivers = useInvoiceReceivers(
    {
      limit: pageSize,
      offset: pageOffset(page, pageSize),
      search,
      ordering: ordering === '' ? undefined : (ordering as InvoiceReceiverOrdering),
    },
    KEEP_PAGE_WHILE_LOADING,
  );

  return (
    <Stack gap="4" minW="0">
      <PageHeader title={RECEIVER_OVERVIEW_TITLE} />
      <DataTable
        label={RECEIVER_OVERVIEW_TITLE}
        columns={receiverColumns}
        data={receivers.data?.results}
        count={receivers.data?.count ?? 0}
        state={{ page, pageSize, ordering }}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        onOrderingChange={list.setOrdering}
        isLoading={pageLoading(receivers)}
        isError={receivers.isError}
        onRetry={() => void receivers.refetch()}
        errorText={RECEIVERS_LOAD_ERROR}
        emptyText={NO_RECEIVERS_TEXT}
        getRowId={(row) => String(row.id)}
        renderExpanded={(row) => <ReceiverDetails receiver={row} />}
        toolbar={
          <SearchInput value={search} onChange={list.setSearch} label={SEARCH_RECEIVERS_LABEL} />
        }
      />
    </Stack>
  );
}
