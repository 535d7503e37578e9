import { SimpleGrid } from '@chakra-ui/react';
import type {
  InvoiceReceiverUserInfoForm,
  InvoiceReceiverUserInfoFormInput,
} from '@portal/domain/schemas';
import type { Control } from 'react-hook-form';
import { ContactAddressFields } from '../users/ContactAddressFields';
import { NameFields } from '../users/NameFields';

/** The invoice receiver's person fields (invoiceReceiverUserInfoSchema). */
export function InvoiceReceiverFormFields({
  control,
}: {
  control: Control<InvoiceReceiverUserInfoFormInput, unknown, InvoiceReceiverUserInfoForm>;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <NameFields control={control} />
      <ContactAddressFields control={control} />
    </SimpleGrid>
  );
}
