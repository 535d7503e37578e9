import { Menu } from '@chakra-ui/react';
import type { DeferredMenuTrigger } from '../menu/DeferredMenu';
import { FocusReturningMenu } from '../menu/FocusReturningMenu';
import { columnLabel } from './columnLabel';
import { ColumnPickerButton, type ColumnPickerProps } from './ColumnPicker';

/** The 'Vis kolonner' menu itself, loaded by `ColumnPicker` when first needed. */
export function ColumnPickerRoot<TData>({
  columns,
  triggerRef,
}: ColumnPickerProps<TData> & DeferredMenuTrigger) {
  return (
    <FocusReturningMenu
      trigger={<ColumnPickerButton ref={triggerRef} />}
      triggerRef={triggerRef}
      rootProps={{ closeOnSelect: false }}
      contentProps={{ minW: '12rem' }}
    >
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
    </FocusReturningMenu>
  );
}
