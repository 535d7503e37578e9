import { Alert, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTeacherSelf, useUpdateTeacher, type TeacherSelf } from '@portal/api-client/teachers';
import { HOME_ROUTES } from '@portal/domain/access';
import {
  initialTeacherUpdateSchema,
  type InitialTeacherUpdateFormInput,
} from '@portal/domain/schemas';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../../feedback/ActionButton';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { showErrorToast } from '../../../feedback/toaster';
import { TextField } from '../../../form/TextField';
import { useZodForm } from '../../../form/useZodForm';
import { AddressFields } from '../../../features/users/AddressFields';
import { PageHeader } from '../../../layout/PageHeader';

export const UPDATE_PROFILE_TITLE = 'Oppdater profil';
export const MISSING_FIELDS_TEXT =
  'Noen opplysninger mangler i profilen din. Fyll dem ut for å komme videre.';
export const UPDATE_FAILED_TOAST = {
  title: 'Noe gikk galt',
  description: 'Noe gikk galt under oppdatering av informasjon',
};
export const UPDATE_PROFILE_SUBMIT = 'Lagre';
export const UPDATE_PROFILE_LOAD_ERROR = 'Kunne ikke hente profilen din';

function defaultsOf(teacher: TeacherSelf): InitialTeacherUpdateFormInput {
  return {
    first_name: teacher.first_name,
    last_name: teacher.last_name,
    phone_number: teacher.phone_number,
    social_security: teacher.social_security,
    bank_account_number: teacher.bank_account_number,
    address: teacher.address,
    post_code: teacher.post_code,
    post_code_area: teacher.post_code_area,
  };
}

function InitialInfoForm({ teacher }: { teacher: TeacherSelf }) {
  const navigate = useNavigate();
  const form = useZodForm(initialTeacherUpdateSchema, { defaultValues: defaultsOf(teacher) });
  const update = useUpdateTeacher();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The refetched profile no longer needs an update; nothing sends the teacher back here.
      await update.mutateAsync({ id: teacher.id, ...values });
      navigate(HOME_ROUTES.teacher, { replace: true });
    } catch (error) {
      showErrorToast(error, UPDATE_FAILED_TOAST);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={UPDATE_PROFILE_TITLE}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            control={form.control}
            name="first_name"
            label="Fornavn"
            required
            autoComplete="given-name"
          />
          <TextField
            control={form.control}
            name="last_name"
            label="Etternavn"
            required
            autoComplete="family-name"
          />
          <TextField
            control={form.control}
            name="phone_number"
            label="Telefonnummer"
            type="tel"
            required
            autoComplete="tel"
          />
          <TextField
            control={form.control}
            name="social_security"
            label="Fødselsnummer"
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="bank_account_number"
            label="Kontonummer"
            inputMode="numeric"
            required
            autoComplete="off"
          />
          <AddressFields control={form.control} own />
        </SimpleGrid>
        <ActionButton
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={form.formState.isSubmitting}
        >
          {UPDATE_PROFILE_SUBMIT}
        </ActionButton>
      </Stack>
    </form>
  );
}

/** /teacher/update-profile: says some fields are missing and holds the initial-info form. */
export function UpdateProfileScreen() {
  const teacher = useTeacherSelf();
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title={UPDATE_PROFILE_TITLE} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{MISSING_FIELDS_TEXT}</Alert.Title>
      </Alert.Root>
      <Card.Root>
        <Card.Body>
          {teacher.isPending ? (
            <LoadingState />
          ) : teacher.isError || !teacher.data ? (
            <ErrorState
              message={UPDATE_PROFILE_LOAD_ERROR}
              onRetry={() => void teacher.refetch()}
              retrying={teacher.isFetching}
            />
          ) : (
            <InitialInfoForm teacher={teacher.data} />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
