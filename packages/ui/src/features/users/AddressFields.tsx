import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../form/TextField';

// Optional: some forms may leave the address empty.
interface AddressValues extends FieldValues {
  address?: unknown;
  post_code?: unknown;
  post_code_area?: unknown;
}

/**
 * Address, post code and post code area, as grid cells of the caller's form (a fragment). `own`
 * is the signed-in user's own address, which the browser may fill in; a student's or a receiver's
 * address is someone else's, so autofill is off there.
 */
export function AddressFields<T extends AddressValues, TOut = T>({
  control,
  own = false,
  required = false,
}: {
  control: Control<T, unknown, TOut>;
  own?: boolean;
  required?: boolean;
}) {
  // FieldPath<T> of a generic T is not resolved by TypeScript; the constraint above guarantees
  // that these names are fields of T.
  const name = (field: keyof AddressValues & string) => field as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={name('address')}
        label="Adresse"
        required={required}
        autoComplete={own ? 'street-address' : 'off'}
      />
      <TextField
        control={control}
        name={name('post_code')}
        label="Postnummer"
        inputMode="numeric"
        required={required}
        autoComplete={own ? 'postal-code' : 'off'}
      />
      <TextField
        control={control}
        name={name('post_code_area')}
        label="Poststed"
        required={required}
        autoComplete={own ? 'address-level2' : 'off'}
      />
    </>
  );
}
