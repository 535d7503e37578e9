import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../form/TextField';

interface NameValues extends FieldValues {
  first_name: unknown;
  last_name: unknown;
}

/**
 * 'Fornavn' and 'Etternavn', both required, as grid cells of the caller's form (a fragment); the
 * student, teacher and invoice-receiver forms name a person other than the signed-in user, so the
 * browser does not fill them in.
 */
export function NameFields<T extends NameValues, TOut = T>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  // FieldPath<T> of a generic T is not resolved by TypeScript; the constraint above guarantees
  // that these names are fields of T.
  const name = (field: keyof NameValues & string) => field as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={name('first_name')}
        label="Fornavn"
        required
        autoComplete="off"
      />
      <TextField
        control={control}
        name={name('last_name')}
        label="Etternavn"
        required
        autoComplete="off"
      />
    </>
  );
}
