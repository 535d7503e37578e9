import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import {
  hasNextPage,
  hasPreviousPage,
  PAGE_SIZE_SELECT_OPTIONS,
  totalPages,
} from '@portal/domain/paging';
import { OptionSelect } from '../form/OptionSelect';
import { passFocus } from '../layout/pageFocus';

export interface DataTablePaginationProps {
  /** 0-based page index. */
  page: number;
  pageSize: number;
  /** Total rows on the server. */
  count: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Page-size picker ('Vis 10' / 'Vis 25' / 'Vis 50'), previous/next buttons and 'Side X av Y'. A
 * step onto the first or the last page disables the button pressed; the focus goes to the other
 * one first, so that a keyboard user paging through is not dropped to the page body.
 */
export function DataTablePagination({
  page,
  pageSize,
  count,
  onPageChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  // An empty list still reads 'Side 1 av 1' rather than 'Side 1 av 0'.
  const pages = Math.max(1, totalPages(count, pageSize));
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const goTo = (target: number) => {
    if (!hasPreviousPage(target)) passFocus(next.current);
    else if (!hasNextPage(target, count, pageSize)) passFocus(previous.current);
    onPageChange(target);
  };
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <OptionSelect
        aria-label="Rader per side"
        size="sm"
        width="auto"
        options={PAGE_SIZE_SELECT_OPTIONS}
        value={pageSize}
        onChange={onPageSizeChange}
      />
      <HStack gap="2">
        <IconButton
          ref={previous}
          aria-label="Forrige side"
          size="sm"
          variant="outline"
          disabled={!hasPreviousPage(page)}
          onClick={() => goTo(page - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        <Text textStyle="sm" aria-live="polite" whiteSpace="nowrap">
          Side {page + 1} av {pages}
        </Text>
        <IconButton
          ref={next}
          aria-label="Neste side"
          size="sm"
          variant="outline"
          disabled={!hasNextPage(page, count, pageSize)}
          onClick={() => goTo(page + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
}
