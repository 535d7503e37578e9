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

/** A header button cycling its column through ascending, descending and unsorted. */
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
      mx="-2"
      // The header's own size and weight: the button's xs text was smaller than the other headers'.
      fontSize="inherit"
      fontWeight="inherit"
      data-sort={direction}
      onClick={() => onOrderingChange(nextOrdering(ordering, sortKey))}
    >
      {children}
      <Icon aria-hidden="true" opacity={direction === 'none' ? 0.4 : 1} />
    </Button>
  );
}
