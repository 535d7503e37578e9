import { Combobox, Field, createListCollection } from '@chakra-ui/react';
import type { UserListItem } from '@portal/api-client/teachers';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from '../../../form/boundField';
import { LOADING_LABEL } from '../../../feedback/LoadingState';
import { NO_OPTIONS_TEXT } from '../../../form/options';
import { useSettledText } from '../../../form/useSettledText';

export type PlainListPickerProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  placeholder: string;
  /** The plain list's query for a search text (user/teacher/list-plain/, …), asked once typing
   *  pauses; it should keep the last answer while the next loads (`keepPreviousData`). */
  useOptions: (search: string) => UseQueryResult<UserListItem[]>;
  /** Accessible names of the clear and open buttons. */
  clearLabel: string;
  openLabel: string;
};

/**
 * A record picked from a plain list (seed 001 §7, 20 at a time): type to search by name or
 * e-mail; the field holds the id (or '' when none is picked).
 */
export function PlainListPicker<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: PlainListPickerProps<T, N, TOut>,
) {
  const { label, helperText, required, disabled, placeholder, useOptions, clearLabel, openLabel } =
    props;
  const { field, ref, fieldState } = useBoundField(props);
  const [search, setSearch] = useState('');
  const options = useOptions(useSettledText(search));
  const [picked, setPicked] = useState<UserListItem | null>(null);
  const collection = useMemo(() => {
    const found = options.data ?? [];
    const items = picked && !found.some((o) => o.id === picked.id) ? [picked, ...found] : found;
    return createListCollection({
      items,
      itemToString: (item) => item.full_name,
      itemToValue: (item) => String(item.id),
    });
  }, [options.data, picked]);
  const value = typeof field.value === 'number' ? [String(field.value)] : [];

  return (
    <Field.Root invalid={Boolean(fieldState.error)} required={required} disabled={disabled}>
      {/* Remounted when a record is picked or the field empties (a clear, or the form's reset
          after a save), so the text shows the pick or nothing. */}
      <Combobox.Root
        key={value.length ? `picked-${value[0]}` : 'none'}
        collection={collection}
        value={value}
        defaultInputValue={value.length ? (picked?.full_name ?? '') : ''}
        onValueChange={(details) => {
          const id = details.value[0];
          setPicked(details.items[0] ?? null);
          field.onChange(id ? Number(id) : '');
        }}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change' || details.reason === 'clear-trigger')
            setSearch(details.inputValue);
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>
          {label} {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} onBlur={field.onBlur} ref={ref} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={clearLabel} />
            <Combobox.Trigger aria-label={openLabel} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{options.isPending ? LOADING_LABEL : NO_OPTIONS_TEXT}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.id}>
                <Combobox.ItemText>
                  {item.full_name} ({item.email})
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {helperText && !fieldState.error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {fieldState.error ? <Field.ErrorText>{fieldState.error.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
