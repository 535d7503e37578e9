import { Button, Menu, Portal } from '@chakra-ui/react';
import type { Column } from '@tanstack/react-table';
import { LuColumns3 } from 'react-icons/lu';
import { useMenuFocusReturn } from '../menu/useMenuFocusReturn';
import { columnLabel } from './columnLabel';

export interface ColumnPickerProps<TData> {
  /** Only the hideable columns: the picker never lists the others. */
  columns: Column<TData, unknown>[];
}

/** The 'Vis kolonner' menu: one checkbox item per hideable column; stays open while toggling. */
export function ColumnPicker<TData>({ columns }: ColumnPickerProps<TData>) {
  const { triggerRef, onExitComplete } = useMenuFocusReturn<HTMLButtonElement>();
  return (
    <Menu.Root closeOnSelect={false} onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          <LuColumns3 /> Vis kolonner
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {columns.map((column) => (
              <Menu.CheckboxItem
                key={column.id}
                value={column.id}
                checked={column.getIsVisible()}
                onCheckedChange={(checked) => column.toggleVisibility(checked)}
              >
                {columnLabel(column)}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
