import { Combobox, Field, createListCollection } from '@chakra-ui/react';
import { useUserSearch } from '@portal/api-client/users';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { NO_OPTIONS_TEXT } from '../../../form/options';
import { useSettledText } from '../../../form/useSettledText';
import type { IssueFormValues } from './issueFormValues';

/** Seed 001 §9: the developer picker shows at most 8 staff. */
export const DEVELOPER_PICKER_LIMIT = 8;
export const DEVELOPER_LABEL = 'Utvikler';
export const DEVELOPER_PLACEHOLDER = 'Søk etter ansatt';

type Option = { id: number; full_name: string };

/**
 * The issue's developer: type to search staff by name or e-mail (user/user/?is_staff=true, limit
 * 8); clearing it leaves the issue without a developer. The current developer stays offered.
 */
export function DeveloperPicker({
  control,
  current,
}: {
  control: Control<IssueFormValues>;
  current: Option | null;
}) {
  const { field, fieldState } = useController({ control, name: 'developer' });
  const [search, setSearch] = useState('');
  const staff = useUserSearch(
    { search: useSettledText(search), limit: DEVELOPER_PICKER_LIMIT, is_staff: true },
    { placeholderData: keepPreviousData },
  );
  const collection = useMemo(() => {
    const found: Option[] = staff.data ?? [];
    const items =
      current && !found.some((o) => o.id === current.id) && !search ? [current, ...found] : found;
    return createListCollection({
      items,
      itemToString: (item) => item.full_name,
      itemToValue: (item) => String(item.id),
    });
  }, [staff.data, current, search]);
  const value = typeof field.value === 'number' ? [String(field.value)] : [];

  return (
    <Field.Root invalid={Boolean(fieldState.error)}>
      <Combobox.Root
        collection={collection}
        value={value}
        defaultInputValue={current?.full_name ?? ''}
        onValueChange={(details) => {
          const id = details.value[0];
          field.onChange(id ? Number(id) : null);
        }}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setSearch(details.inputValue);
        }}
        onOpenChange={(details) => {
          if (details.open && details.reason === 'trigger-click') setSearch('');
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>{DEVELOPER_LABEL}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={DEVELOPER_PLACEHOLDER} onBlur={field.onBlur} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label="Fjern utvikler" />
            <Combobox.Trigger aria-label="Vis ansatte" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* No portal: inside a dialog the list must stay within its focus trap. */}
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{NO_OPTIONS_TEXT}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.id}>
                <Combobox.ItemText>{item.full_name}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {fieldState.error ? <Field.ErrorText>{fieldState.error.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
