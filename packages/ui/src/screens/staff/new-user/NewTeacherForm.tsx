import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCreateTeacher } from '@portal/api-client/teachers';
import { newTeacherSchema, type NewTeacherFormInput } from '@portal/domain/schemas';
import { ActionButton } from '../../../feedback/ActionButton';
import { CitySelectField, SubjectsField } from '../../../features/reference/ReferenceFields';
import { NameFields } from '../../../features/users/NameFields';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { TextAreaField } from '../../../form/TextAreaField';
import { TextField } from '../../../form/TextField';
import { setServerFieldErrors } from '../../../form/serverFieldErrors';
import { useZodForm } from '../../../form/useZodForm';
import {
  OUR_COMMENTS_FIELD_LABEL,
  REGISTER_TEACHER_LABEL,
  TEACHER_CREATED,
  TEACHER_CREATED_HINT,
  TEACHER_CREATE_FAILED,
  TEACHING_CITY_LABEL,
} from './newUserTexts';

const DEFAULTS: NewTeacherFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  subjects: [],
  city: '',
  our_comments: '',
};
const FIELDS = Object.keys(DEFAULTS);

/**
 * 'Ny lærer' (seed 001 §5, POST user/teacher/): names required, a valid e-mail ('Oppgi en gyldig
 * e-postadresse'), at least one subject ('Velg minst ett fag'), the teaching city ('Velg en
 * undervisningsby') and our_comments of 1 to 255 characters. The new teacher signs in after a
 * password token or a reset.
 */
export function NewTeacherForm() {
  const { control, handleSubmit, reset, setError, setFocus } = useZodForm(newTeacherSchema, {
    defaultValues: DEFAULTS,
  });
  const create = useCreateTeacher({
    onSuccess: () => {
      showToast({ title: TEACHER_CREATED, description: TEACHER_CREATED_HINT, type: 'success' });
      reset(DEFAULTS);
      // The emptied form is for the next teacher: from its first field (once the reset has
      // rendered; a field is not focused through the form in the reset's own tick).
      requestAnimationFrame(() => setFocus('first_name'));
    },
    onError: (error) => {
      setServerFieldErrors(error, FIELDS, setError);
      showErrorToast(error, { description: TEACHER_CREATE_FAILED });
    },
  });
  const save = handleSubmit(async (form) => {
    await create.mutateAsync(form).catch(() => undefined);
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Ny lærer">
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <NameFields control={control} />
                <TextField
                  control={control}
                  name="email"
                  label="E-post"
                  type="email"
                  required
                  autoComplete="off"
                />
                <CitySelectField
                  control={control}
                  name="city"
                  label={TEACHING_CITY_LABEL}
                  required
                />
              </SimpleGrid>
              <SubjectsField control={control} name="subjects" label="Fag" required />
              <TextAreaField
                control={control}
                name="our_comments"
                label={OUR_COMMENTS_FIELD_LABEL}
                required
                rows={3}
              />
            </Stack>
          </Card.Body>
        </Card.Root>
        <ActionButton
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={create.isPending}
        >
          {REGISTER_TEACHER_LABEL}
        </ActionButton>
      </Stack>
    </form>
  );
}
