import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCities, useSchools, useSubjects } from '@portal/api-client/reference';
import type { StudentForm, StudentFormInput } from '@portal/domain/schemas';
import type { Control } from 'react-hook-form';
import { RetryButton } from '../../feedback/RetryButton';
import { DatePickerField } from '../../form/DatePickerField';
import { SelectField } from '../../form/SelectField';
import { TextAreaField } from '../../form/TextAreaField';
import { TextField } from '../../form/TextField';
import { ContactAddressFields } from '../users/ContactAddressFields';
import { NameFields } from '../users/NameFields';
import { CitySelectField, loadingText, SubjectsField } from '../reference/ReferenceFields';
import { schoolOptions } from '../reference/referenceOptions';

export const REFERENCE_LOAD_ERROR = 'Kunne ikke hente fag, byer og skoler';

/** The fields of the student form (studentSchema), in the seed's order of the payload. */
export function StudentFormFields({
  control,
}: {
  control: Control<StudentFormInput, unknown, StudentForm>;
}) {
  const cities = useCities();
  const schools = useSchools();
  const subjects = useSubjects();
  const lists = [cities, schools, subjects];
  const failed = lists.filter((list) => list.isError);
  return (
    <Stack gap="4">
      {failed.length > 0 ? (
        // An alert: it comes after the form has opened, where the user may already be typing.
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{REFERENCE_LOAD_ERROR}</Alert.Title>
          </Alert.Content>
          <RetryButton
            size="sm"
            retrying={failed.some((list) => list.isFetching)}
            onRetry={() => failed.forEach((list) => void list.refetch())}
          />
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NameFields control={control} />
        <DatePickerField control={control} name="birth_date" label="Fødselsdato" required />
        <ContactAddressFields control={control} />
        <CitySelectField control={control} name="city" label="By" required />
        <SelectField
          control={control}
          name="school"
          label="Skole"
          required
          placeholder="Velg skole"
          options={schoolOptions(schools.data)}
          emptyText={loadingText(schools)}
        />
      </SimpleGrid>
      <SubjectsField control={control} name="subjects" label="Fag" required />
      <TextField
        control={control}
        name="heard_about_us"
        label="Hvor hørte eleven om oss?"
        autoComplete="off"
      />
      <TextAreaField control={control} name="other_comments" label="Andre kommentarer" />
    </Stack>
  );
}
