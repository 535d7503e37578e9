import { Heading, Stack } from '@chakra-ui/react';
import { useChangePassword } from '@portal/api-client/auth';
import {
  changePasswordSchema,
  toChangePasswordPayload,
  type ChangePasswordFormInput,
} from '@portal/domain/schemas';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { PasswordField } from '../../../form/PasswordField';
import { useZodForm } from '../../../form/useZodForm';

// Seed 000 section 8.
export const PASSWORD_CHANGED_TOAST = {
  title: 'Passord endret',
  description: 'Passordet ditt har blitt oppdatert',
};
export const PASSWORD_CHANGE_FAILED_TOAST = {
  title: 'Noe gikk galt',
  description: 'Kunne ikke oppdatere passordet. Sjekk at gammelt passord er riktig og prøv igjen.',
};
export const CHANGE_PASSWORD_LABEL = 'Endre passord';

const DEFAULTS: ChangePasswordFormInput = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};

/** The change-password form of the profile (PATCH user/change-password/). */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordSchema, { defaultValues: DEFAULTS });
  const changePassword = useChangePassword();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(toChangePasswordPayload(values));
      showToast({ ...PASSWORD_CHANGED_TOAST, type: 'success' });
      form.reset(DEFAULTS);
    } catch (error) {
      showErrorToast(error, PASSWORD_CHANGE_FAILED_TOAST);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" size="md" id="change-password-heading">
          {CHANGE_PASSWORD_LABEL}
        </Heading>
        <PasswordField
          control={form.control}
          name="old_password"
          label="Gammelt passord"
          autoComplete="current-password"
        />
        <PasswordField
          control={form.control}
          name="new_password"
          label="Nytt passord"
          autoComplete="new-password"
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label="Bekreft passord"
          autoComplete="new-password"
        />
        <ActionButton
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={form.formState.isSubmitting}
        >
          {CHANGE_PASSWORD_LABEL}
        </ActionButton>
      </Stack>
    </form>
  );
}
