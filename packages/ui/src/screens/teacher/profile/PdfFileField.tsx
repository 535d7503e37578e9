import { Input, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../form/FormField';

export const STORED_FILE_TEXT = 'En fil er lagret. Velg en ny PDF for å erstatte den.';

/**
 * A PDF upload bound to a form field holding the stored file's link (string), a newly chosen File,
 * or null. The file is validated as soon as it is chosen, so a non-PDF is refused with the schema's
 * message at once.
 */
export function PdfFileField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  control,
  name,
  label,
  storedAction,
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  label: string;
  /** Shown while the stored file is kept (no new file chosen): a way to open it. */
  storedAction?: ReactNode;
}) {
  const {
    field: { ref, name: inputName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const current: unknown = value;
  const chosen: File | null = current instanceof File ? current : null;
  const isStored = !chosen && typeof current === 'string' && current !== '';
  // The browser keeps showing the chosen file's name until the input is cleared; once the form
  // holds no chosen file (saved, or reset), the input must not claim one.
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      ref(element);
    },
    [ref],
  );
  useEffect(() => {
    if (!chosen && input.current) input.current.value = '';
  }, [chosen]);
  const helper = chosen ? `Valgt: ${chosen.name}` : isStored ? STORED_FILE_TEXT : 'Kun PDF';
  return (
    <Stack gap="2">
      <FormField label={label} error={fieldState.error?.message} helperText={helper}>
        <Input
          ref={setInput}
          name={inputName}
          type="file"
          accept="application/pdf,.pdf"
          p="1"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // No choice (cancelled dialog) keeps what was there.
            if (file) onChange(file);
            onBlur();
          }}
        />
      </FormField>
      {isStored ? storedAction : null}
    </Stack>
  );
}
