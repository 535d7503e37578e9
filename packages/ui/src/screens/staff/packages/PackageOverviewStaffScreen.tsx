import { Stack } from '@chakra-ui/react';
import { isApiError } from '@portal/api-client';
import {
  useDeleteOrderConfirmation,
  useDeletePackage,
  usePackages,
  useSendOrderConfirmation,
  type OrderConfirmation,
  type Package,
} from '@portal/api-client/packages';
import { pageOffset } from '@portal/domain/paging';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../feedback/ConfirmDialog';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import { KEEP_PAGE_WHILE_LOADING, pageLoading } from '../../../table/keptPage';
import { SearchInput } from '../../../table/SearchInput';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { OrderConfirmationPreviewDialog } from './OrderConfirmationPreviewDialog';
import { PackageDetails } from './PackageDetails';
import { PackageEditDialog } from './PackageEditDialog';
import { packageColumns } from './packageColumns';
import {
  CONFIRMATION_DELETED,
  CONFIRMATION_SENT,
  DELETE_FAILED,
  PACKAGES_LOAD_ERROR,
  PACKAGE_DELETED,
  PACKAGE_OVERVIEW_TITLE,
} from './packageTexts';

/**
 * /sales/package-overview ('Pakkeoversikt'): every sold package, newest first, with search and
 * paging; a row opens to its details and order confirmations (preview, send, delete unsent), edit
 * and delete. Navigated to with state `{open: true}` (after a sale) the first row starts open.
 */
export function PackageOverviewStaffScreen() {
  const location = useLocation();
  const openFirst = (location.state as { open?: boolean } | null)?.open === true;
  const { state, setPage, setPageSize, setSearch } = useTableQueryState();
  const packages = usePackages(
    {
      limit: state.pageSize,
      offset: pageOffset(state.page, state.pageSize),
      search: state.search,
    },
    KEEP_PAGE_WHILE_LOADING,
  );
  const [editing, setEditing] = useState<Package | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);
  const [previewing, setPreviewing] = useState<OrderConfirmation | null>(null);
  const [deletingConfirmation, setDeletingConfirmation] = useState<OrderConfirmation | null>(null);

  const failed = (description: string) => (error: unknown) =>
    showErrorToast(error, { description });
  const remove = useDeletePackage();
  const send = useSendOrderConfirmation({
    onSuccess: () => {
      showToast({ title: CONFIRMATION_SENT, type: 'success' });
      setPreviewing(null);
    },
    onError: failed('Ordrebekreftelsen ble ikke sendt'),
  });
  const removeConfirmation = useDeleteOrderConfirmation();

  return (
    <Stack gap="4">
      <PageHeader title={PACKAGE_OVERVIEW_TITLE} />
      <DataTable
        label={PACKAGE_OVERVIEW_TITLE}
        columns={packageColumns}
        data={packages.data?.results}
        count={packages.data?.count ?? 0}
        state={{ page: state.page, pageSize: state.pageSize }}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isLoading={pageLoading(packages)}
        isError={packages.isError}
        onRetry={() => void packages.refetch()}
        errorText={PACKAGES_LOAD_ERROR}
        getRowId={(pkg) => String(pkg.id)}
        initialExpanded={openFirst ? 'first' : undefined}
        renderExpanded={(pkg) => (
          <PackageDetails
            pkg={pkg}
            actions={{
              onEdit: setEditing,
              onDelete: setDeleting,
              onPreview: (_pkg, c) => setPreviewing(c),
              onDeleteConfirmation: setDeletingConfirmation,
            }}
          />
        )}
        toolbar={<SearchInput value={state.search} onChange={setSearch} label="Søk i pakker" />}
      />
      <PackageEditDialog pkg={editing} onClose={() => setEditing(null)} />
      <OrderConfirmationPreviewDialog
        confirmationId={previewing?.id ?? null}
        onClose={() => setPreviewing(null)}
        onSend={
          previewing && !previewing.order_confirmation_sent_date
            ? () => send.mutate(previewing.id)
            : undefined
        }
        sending={send.isPending}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Slette ${deleting.name}?` : ''}
        body="Pakken og ordrebekreftelsene slettes for godt."
        confirmLabel="Slett"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            showToast({ title: PACKAGE_DELETED, type: 'success' });
          } catch (error) {
            // The seed's text, and the API's reason when it refused (lessons drew from it).
            const reason = isApiError(error) && error.status === 400 ? error.detail : undefined;
            failed(reason ? `${DELETE_FAILED}. ${reason}` : DELETE_FAILED)(error);
            throw error;
          }
        }}
      />
      <ConfirmDialog
        open={deletingConfirmation !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingConfirmation(null);
        }}
        title="Slette ordrebekreftelsen?"
        body="Den er ikke sendt og slettes for godt."
        confirmLabel="Slett"
        destructive
        onConfirm={async () => {
          if (!deletingConfirmation) return;
          try {
            await removeConfirmation.mutateAsync(deletingConfirmation.id);
            showToast({ title: CONFIRMATION_DELETED, type: 'success' });
          } catch (error) {
            failed('Ordrebekreftelsen ble ikke slettet')(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}
