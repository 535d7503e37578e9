import { SimpleGrid } from '@chakra-ui/react';
import type {
  InvoiceReceiverUserInfoForm,
  InvoiceReceiverUserInfoFormInput,
} from '@portal/domain/schemas';
import type { Control } from 'react-hook-form';
import { TextField } from '../../form/TextField';
import { ContactAddressFields } from '../users/ContactAddressFields';

/** The invoice receiver's person fields (invoiceReceiverUserInfoSchema). */
export function InvoiceReceiverFormFields({
  control,
}: {
  control: Control<InvoiceReceiverUserInfoFormInput, unknown, InvoiceReceiverUserInfoForm>;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField control={control} name="first_name" label="Fornavn" required autoComplete="off" />
      <TextField control={control} name="last_name" label="Etternavn" required autoComplete="off" />
      <ContactAddressFields control={control} />
    </SimpleGrid>
  );
}
