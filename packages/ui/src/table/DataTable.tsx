import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import {
  Box,
  Flex,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Header,
  type VisibilityState,
} from '@tanstack/react-table';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { sortDirectionOf } from '@portal/domain/ordering';
import { hasNextPage, totalPages } from '@portal/domain/paging';
import './columnMeta';
import { RetryButton } from '../feedback/RetryButton';
import { ColumnPicker } from './ColumnPicker';
import { DataTablePagination } from './DataTablePagination';
import { SortableHeader } from './SortableHeader';
import { TableScrollFrame } from './TableScrollFrame';

/** The server-side list state the table shows: page from 0, page size and DRF `ordering`. */
export interface DataTableState {
  page: number;
  pageSize: number;
  /** '-created_at' sorts descending by created_at; '' means the server's default order. */
  ordering?: string;
}

/** Which rows start expanded: 'first' opens the first row once data arrives; or row ids. */
export type DataTableInitialExpanded = 'first' | Readonly<Record<string, boolean>>;

export interface DataTableProps<TData> {
  /** Accessible name of the table. */
  label: string;
  // TanStack infers a different TValue per column; `any` is its documented way to mix them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[] | undefined;
  /** Total rows on the server (DRF `count`). */
  count: number;
  state: DataTableState;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onOrderingChange?: (ordering: string) => void;
  /**
   * The rows are loading: loading rows while there are none, or, with `data` still the page
   * before (`KEEP_PAGE_WHILE_LOADING`), that page (its rows can still be opened) under a moving
   * bar, and the table busy, until the next comes.
   */
  isLoading?: boolean;
  isError?: boolean;
  /** Shown as 'Prøv igjen' next to the error text. */
  onRetry?: () => void;
  /** Content of a row's expanded part; without it rows do not expand. */
  renderExpanded?: (row: TData) => ReactNode;
  initialExpanded?: DataTableInitialExpanded;
  /**
   * Controlled expansion (row ids): with it the table shows these rows open and reports toggles to
   * `onExpandedChange`, so something outside the table (a warning icon) can open a row too.
   */
  expanded?: Readonly<Record<string, boolean>>;
  onExpandedChange?: (expanded: Readonly<Record<string, boolean>>) => void;
  /** Called with the next page index whenever there is one, so it can be fetched ahead. */
  onPrefetchPage?: (page: number) => void;
  /** Stable row ids (default: the row index); expanded state follows them. */
  getRowId?: (row: TData, index: number) => string;
  initialColumnVisibility?: VisibilityState;
  /** Search field, filters and the like, shown above the table next to 'Vis kolonner'. */
  toolbar?: ReactNode;
  emptyText?: string;
  errorText?: string;
}

const SKELETON_ROWS = 3;

/**
 * A server-paged table on TanStack Table: sortable headers mapped to `ordering`, expandable rows,
 * a 'Vis kolonner' picker of hideable columns and columns hidden below their breakpoint. The page
 * itself never scrolls sideways; a wide table scrolls inside its own container.
 */
export function DataTable<TData>({
  label,
  columns,
  data,
  count,
  state,
  onPageChange,
  onPageSizeChange,
  onOrderingChange,
  isLoading = false,
  isError = false,
  onRetry,
  renderExpanded,
  initialExpanded,
  expanded: controlledExpanded,
  onExpandedChange,
  onPrefetchPage,
  getRowId,
  initialColumnVisibility,
  toolbar,
  emptyText = 'No results.',
  errorText = 'Noe gikk galt',
}: DataTableProps<TData>) {
  const { page, pageSize, ordering = '' } = state;
  const idPrefix = useId();
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(
    initialColumnVisibility ?? {},
  );
  // null until the user toggles a row, so 'first' can follow data that arrives later.
  const [expanded, setExpanded] = useState<Readonly<Record<string, boolean>> | null>(null);

  // No React Compiler here; the table instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: totalPages(count, pageSize),
  });

  const rows = table.getRowModel().rows;
  const firstRowId = rows[0]?.id;
  const expandedIds =
    controlledExpanded ??
    expanded ??
    (initialExpanded === 'first'
      ? firstRowId === undefined
        ? {}
        : { [firstRowId]: true }
      : (initialExpanded ?? {}));
  const toggleRow = (id: string) => {
    const next = { ...expandedIds, [id]: !expandedIds[id] };
    if (onExpandedChange) onExpandedChange(next);
    else setExpanded(next);
  };

  const prefetch = useEffectEvent((nextPage: number) => onPrefetchPage?.(nextPage));
  useEffect(() => {
    if (!isLoading && !isError && hasNextPage(page, count, pageSize)) prefetch(page + 1);
  }, [page, pageSize, count, isLoading, isError]);

  const hideableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.columnDef.meta?.hideable);
  const expandable = renderExpanded !== undefined;
  const columnCount = table.getVisibleLeafColumns().length + (expandable ? 1 : 0);
  const showLoading = isLoading && rows.length === 0;
  const showsKeptPage = isLoading && rows.length > 0;

  /** The column's sort key when the table sorts (it has `onOrderingChange`), else undefined. */
  const sortKeyOf = (column: Column<TData, unknown>) =>
    onOrderingChange ? column.columnDef.meta?.sortKey : undefined;

  const sorts = table.getAllLeafColumns().some((column) => Boolean(sortKeyOf(column)));

  const headerContent = (header: Header<TData, unknown>) => {
    if (header.isPlaceholder) return null;
    const content = flexRender(header.column.columnDef.header, header.getContext());
    const sortKey = sortKeyOf(header.column);
    if (!sortKey || !onOrderingChange) {
      // Beside sort buttons a plain label takes a button's box, so the labels share a baseline:
      // bottom-aligned on its own, it stood 6 px below 'Navn' in Fakturamottakere.
      return sorts ? (
        <Flex as="span" align="center" minH="8" py="1">
          {content}
        </Flex>
      ) : (
        content
      );
    }
    return (
      <SortableHeader sortKey={sortKey} ordering={ordering} onOrderingChange={onOrderingChange}>
        {content}
      </SortableHeader>
    );
  };

  const ariaSort = (header: Header<TData, unknown>) => {
    const sortKey = sortKeyOf(header.column);
    if (!sortKey) return undefined;
    const direction = sortDirectionOf(ordering, sortKey);
    return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  };

  return (
    <Stack gap="3" minW="0" w="full">
      {(toolbar !== undefined || hideableColumns.length > 0) && (
        <HStack justify="space-between" align="end" gap="3" wrap="wrap">
          {/* Below sm a toolbar (its search first of all) takes the whole row; the picker wraps. */}
          <Box flex={toolbar === undefined ? '1' : { base: '1 0 100%', sm: '1' }} minW="0">
            {toolbar}
          </Box>
          {hideableColumns.length > 0 && <ColumnPicker columns={hideableColumns} />}
        </HStack>
      )}
      <TableScrollFrame label={label} busy={showsKeptPage}>
        <Table.Root size="sm" aria-label={label} aria-busy={isLoading || undefined}>
          <Table.Header>
            {table.getHeaderGroups().map((headerGroup) => (
              <Table.Row key={headerGroup.id}>
                {expandable && (
                  <Table.ColumnHeader w="10">
                    <VisuallyHidden>Detaljer</VisuallyHidden>
                  </Table.ColumnHeader>
                )}
                {headerGroup.headers.map((header) => (
                  <Table.ColumnHeader
                    key={header.id}
                    hideBelow={header.column.columnDef.meta?.visibleFrom}
                    aria-sort={ariaSort(header)}
                    // Labels wrap between words, so a long one gives its room to the data when the
                    // table is short of it; bottom-aligned, one- and two-line labels sit on one line.
                    verticalAlign="bottom"
                    whiteSpace="normal"
                    px={sortKeyOf(header.column) ? '0' : undefined}
                  >
                    {headerContent(header)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {isError ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  {/* Wraps on a phone: unwrapped, the text and button widened the table past the frame. */}
                  <HStack gap="3" py="4" justify="center" wrap="wrap" role="alert">
                    <Text color="fg.error">{errorText}</Text>
                    {onRetry && <RetryButton size="sm" onRetry={onRetry} />}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : showLoading ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Row key={index} data-testid="skeleton-row">
                  <Table.Cell colSpan={columnCount}>
                    <Skeleton height="5" />
                  </Table.Cell>
                </Table.Row>
              ))
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" py="6">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const isExpanded = expandable && Boolean(expandedIds[row.id]);
                const detailsId = `${idPrefix}-details-${row.id}`;
                return [
                  <Table.Row key={row.id} data-expanded={isExpanded || undefined}>
                    {expandable && (
                      <Table.Cell>
                        <IconButton
                          aria-label={isExpanded ? 'Skjul detaljer' : 'Vis detaljer'}
                          aria-expanded={isExpanded}
                          aria-controls={isExpanded ? detailsId : undefined}
                          size="xs"
                          variant="ghost"
                          onClick={() => toggleRow(row.id)}
                        >
                          {isExpanded ? <LuChevronDown /> : <LuChevronRight />}
                        </IconButton>
                      </Table.Cell>
                    )}
                    {row.getVisibleCells().map((cell) => (
                      // Text may wrap (the scroll area sets nowrap): a long subject or name would
                      // otherwise push the row's last column off a phone screen.
                      <Table.Cell
                        key={cell.id}
                        hideBelow={cell.column.columnDef.meta?.visibleFrom}
                        whiteSpace="normal"
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Cell>
                    ))}
                  </Table.Row>,
                  isExpanded && (
                    <Table.Row key={`${row.id}-details`} id={detailsId}>
                      {/* The details' text wraps too: a nowrap from the scroll area cut a
                          student's subjects off at a phone's edge. */}
                      <Table.Cell colSpan={columnCount} bg="bg.muted" whiteSpace="normal">
                        {renderExpanded(row.original)}
                      </Table.Cell>
                    </Table.Row>
                  ),
                ];
              })
            )}
          </Table.Body>
        </Table.Root>
      </TableScrollFrame>
      <DataTablePagination
        page={page}
        pageSize={pageSize}
        count={count}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </Stack>
  );
}
