import { Button, type ButtonProps } from '@chakra-ui/react';
import type { RefAttributes } from 'react';
import type { Column } from '@tanstack/react-table';
import { LuColumns3 } from 'react-icons/lu';
import { DeferredMenu, type StandInTriggerProps } from '../menu/DeferredMenu';

export interface ColumnPickerProps<TData> {
  /** Only the hideable columns: the picker never lists the others. */
  columns: Column<TData, unknown>[];
}

/** The picker's trigger, the same before and after its menu loads. */
export function ColumnPickerButton(props: ButtonProps & RefAttributes<HTMLButtonElement>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <LuColumns3 /> Vis kolonner
    </Button>
  );
}

function ColumnPickerStandIn<TData>({
  columns: _,
  ...standIn
}: ColumnPickerProps<TData> & StandInTriggerProps) {
  return <ColumnPickerButton {...standIn} />;
}

const loadColumnPicker = () => import('./ColumnPickerRoot').then((m) => m.ColumnPickerRoot);

/**
 * The 'Vis kolonner' menu: one checkbox item per hideable column; stays open while toggling. Its
 * menu code loads when idle (DeferredMenu).
 */
export function ColumnPicker<TData>({ columns }: ColumnPickerProps<TData>) {
  return (
    <DeferredMenu<ColumnPickerProps<TData>>
      load={loadColumnPicker}
      props={{ columns }}
      StandIn={ColumnPickerStandIn}
    />
  );
}
