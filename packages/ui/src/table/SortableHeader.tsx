import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { nextOrdering, sortDirectionOf } from '@portal/domain/ordering';

export interface SortableHeaderProps {
  sortKey: string;
  ordering: string;
  onOrderingChange: (ordering: string) => void;
  children: ReactNode;
}

/**
 * A header button cycling its column through ascending, descending and unsorted. It fills a header
 * cell without inline padding (DataTable sets the cell's `px` to 0), its own padding lining its
 * label up with the cells' text: a negative margin did that before, and made the table size the
 * column 16 px short of the label, so a label allowed to wrap wrapped where there was room.
 */
export function SortableHeader({
  sortKey,
  ordering,
  onOrderingChange,
  children,
}: SortableHeaderProps) {
  const direction = sortDirectionOf(ordering, sortKey);
  const Icon = direction === 'asc' ? LuArrowUp : direction === 'desc' ? LuArrowDown : LuArrowUpDown;
  return (
    <Button
      variant="ghost"
      size="xs"
      px="2"
      // A long label ('Dager siden siste aktivitet') wraps between words when the table is short of
      // room, the arrow beside its last line; the button grows with it.
      h="auto"
      minH="8"
      py="1"
      whiteSpace="normal"
      textAlign="start"
      // The header's own size and weight: the button's xs text was smaller than the other headers'.
      fontSize="inherit"
      fontWeight="inherit"
      data-sort={direction}
      onClick={() => onOrderingChange(nextOrdering(ordering, sortKey))}
    >
      {/* The arrow in the label's text flow, kept to its last word: as a flex item of its own it
          stood at the column's far edge whenever the label wrapped. */}
      <span>
        {children}
        <span style={{ whiteSpace: 'nowrap' }}>
          {'\u00a0'}
          <Icon
            aria-hidden="true"
            opacity={direction === 'none' ? 0.4 : 1}
            style={{ display: 'inline', verticalAlign: '-0.2em' }}
          />
        </span>
      </span>
    </Button>
  );
}
