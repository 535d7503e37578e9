import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCities, useFieldsOfStudy } from '@portal/api-client/reference';
import {
  useSaveTeacherProfile,
  type TeacherFileField,
  type TeacherFileUploads,
  type TeacherSelf,
} from '@portal/api-client/teachers';
import { YEAR_OF_STUDY_OPTIONS } from '@portal/domain/reference';
import {
  splitTeacherProfile,
  teacherProfileSchema,
  type TeacherProfileFormInput,
} from '@portal/domain/schemas';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { DatePickerField } from '../../../form/DatePickerField';
import { SelectField } from '../../../form/SelectField';
import { SwitchField } from '../../../form/SwitchField';
import { TextField } from '../../../form/TextField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useZodForm } from '../../../form/useZodForm';
import { AddressFields } from '../../../features/users/AddressFields';
import { cityOptions, fieldOfStudyOptions } from '../../../features/reference/referenceOptions';
import { OpenStoredFileButton } from './OpenStoredFileButton';
import { PdfFileField } from './PdfFileField';

/** The teacher's PDFs, in the order of the form. */
const TEACHER_FILES = [
  { field: 'police_report_file', label: 'Politiattest' },
  { field: 'diploma_file', label: 'Vitnemål' },
  { field: 'university_grades', label: 'Karakterutskrift' },
] as const satisfies readonly { field: TeacherFileField; label: string }[];

export const PROFILE_SAVED_TOAST = 'Brukerdata lagret';
export const SAVE_PROFILE_LABEL = 'Lagre opplysninger';

function defaultsOf(teacher: TeacherSelf): TeacherProfileFormInput {
  return {
    email: teacher.email,
    phone_number: teacher.phone_number,
    birth_date: teacher.birth_date ?? '',
    address: teacher.address,
    post_code: teacher.post_code,
    post_code_area: teacher.post_code_area,
    city: teacher.city ?? '',
    field_of_study: teacher.field_of_study ?? '',
    year_of_study: teacher.year_of_study ?? '',
    owns_tablet: teacher.owns_tablet ?? false,
    bank_account_number: teacher.bank_account_number,
    police_report_file: teacher.police_report_file,
    diploma_file: teacher.diploma_file,
    university_grades: teacher.university_grades,
  };
}

/** Only real browser files are uploaded (the schema describes them structurally). */
function toUploads(files: ReturnType<typeof splitTeacherProfile>['files']): TeacherFileUploads {
  const uploads: TeacherFileUploads = {};
  for (const [field, file] of Object.entries(files)) {
    if (file instanceof Blob) uploads[field as keyof TeacherFileUploads] = file;
  }
  return uploads;
}

/**
 * The personal-info form of the profile with the PDF uploads. Saving sends newly chosen files
 * first as multipart, then the other fields (seed 000 section 7).
 */
export function PersonalInfoForm({ teacher }: { teacher: TeacherSelf }) {
  const form = useZodForm(teacherProfileSchema, { defaultValues: defaultsOf(teacher) });
  const cities = useCities();
  const fields = useFieldsOfStudy();
  const save = useSaveTeacherProfile();

  const onSubmit = form.handleSubmit(async (values) => {
    const { files, fields: rest } = splitTeacherProfile(values);
    try {
      const saved = await save.mutateAsync({
        id: teacher.id,
        fields: rest,
        files: toUploads(files),
      });
      showToast({ title: PROFILE_SAVED_TOAST, type: 'success' });
      form.reset(defaultsOf(saved));
    } catch (error) {
      setServerFieldErrors(error, Object.keys(values), form.setError);
      showErrorToast(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="personal-info-heading">
      <Stack gap="4">
        <Heading as="h2" size="md" id="personal-info-heading">
          Personopplysninger
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            control={form.control}
            name="email"
            label="E-post"
            type="email"
            autoComplete="email"
          />
          <TextField
            control={form.control}
            name="phone_number"
            label="Telefonnummer"
            type="tel"
            autoComplete="tel"
          />
          <DatePickerField control={form.control} name="birth_date" label="Fødselsdato" />
          <AddressFields control={form.control} own />
          <SelectField
            control={form.control}
            name="city"
            label="By"
            placeholder="Velg by"
            options={cityOptions(cities.data)}
          />
          <SelectField
            control={form.control}
            name="field_of_study"
            label="Studieretning"
            placeholder="Velg studieretning"
            options={fieldOfStudyOptions(fields.data)}
          />
          <SelectField
            control={form.control}
            name="year_of_study"
            label="Studieår"
            placeholder="Velg studieår"
            options={YEAR_OF_STUDY_OPTIONS}
          />
          <TextField
            control={form.control}
            name="bank_account_number"
            label="Kontonummer"
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
        <SwitchField control={form.control} name="owns_tablet" label="Jeg har nettbrett" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {TEACHER_FILES.map(({ field, label }) => (
            <PdfFileField
              key={field}
              control={form.control}
              name={field}
              label={`${label} (PDF)`}
              storedAction={
                <OpenStoredFileButton teacherId={teacher.id} field={field} fileLabel={label} />
              }
            />
          ))}
        </SimpleGrid>
        <ActionButton
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={form.formState.isSubmitting}
        >
          {SAVE_PROFILE_LABEL}
        </ActionButton>
      </Stack>
    </form>
  );
}
