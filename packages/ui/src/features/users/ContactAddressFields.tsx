import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../form/TextField';
import { AddressFields } from './AddressFields';

/** The contact and address fields that the student and the invoice-receiver forms share. */
interface ContactAddressValues extends FieldValues {
  phone_number: unknown;
  email: unknown;
  address: unknown;
  post_code: unknown;
  post_code_area: unknown;
}

/**
 * Phone, e-mail, address, post code and post code area, in that order, as grid cells of the
 * caller's form (a fragment, so they sit in the caller's grid).
 */
export function ContactAddressFields<T extends ContactAddressValues, TOut = T>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  // FieldPath<T> of a generic T is not resolved by TypeScript; the constraint above guarantees
  // that these names are fields of T.
  const name = (field: keyof ContactAddressValues & string) => field as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={name('phone_number')}
        label="Telefonnummer"
        type="tel"
        required
        autoComplete="off"
      />
      <TextField
        control={control}
        name={name('email')}
        label="E-post"
        type="email"
        required
        autoComplete="off"
      />
      <AddressFields control={control} required />
    </>
  );
}
