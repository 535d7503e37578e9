import { Menu, Portal } from '@chakra-ui/react';
import type { DeferredMenuTrigger } from '../menu/DeferredMenu';
import { useMenuFocusReturn } from '../menu/useMenuFocusReturn';
import { columnLabel } from './columnLabel';
import { ColumnPickerButton, type ColumnPickerProps } from './ColumnPicker';

/** The 'Vis kolonner' menu itself, loaded by `ColumnPicker` when first needed. */
export function ColumnPickerRoot<TData>({
  columns,
  triggerRef,
}: ColumnPickerProps<TData> & DeferredMenuTrigger) {
  const { onExitComplete } = useMenuFocusReturn(triggerRef);
  return (
    <Menu.Root closeOnSelect={false} onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>
        <ColumnPickerButton ref={triggerRef} />
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
