import { Link, Stack, Text } from '@chakra-ui/react';
import { useRequestPasswordReset } from '@portal/api-client/auth';
import { LOGIN_ROUTE } from '@portal/domain/access';
import { type ResetRequestForm, type ResetRequestFormInput } from '@portal/domain/schemas';
import { Link as RouterLink } from 'react-router-dom';
import { ActionButton } from '../../feedback/ActionButton';
import { showToast } from '../../feedback/toaster';
import { PublicEmailField } from './PublicFields';
import { PublicFormError } from './PublicFormError';
import { PublicPage } from './PublicPage';
import { lazySchema, usePublicForm } from './usePublicForm';

/** The seed's toast after every reset request, whatever the server answered (it reveals no accounts). */
export const RESET_REQUESTED_MESSAGE =
  'En e-post med en link for å resette passord er sendt til deg hvis e-postadressen er knyttet til en bruker';

const loadResetRequestSchema = lazySchema<ResetRequestFormInput, ResetRequestForm>(() =>
  import('./publicSchemas').then((m) => m.resetRequestSchema),
);

/** /reset-password: asks for a reset link by email, with a way back to login. */
export function ResetPasswordScreen() {
  const requestReset = useRequestPasswordReset();
  const form = usePublicForm({ email: '' }, loadResetRequestSchema);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
    } catch (_error) {
      // Same answer either way: the page must not tell whether the address has an account.
    }
    showToast({ type: 'info', title: RESET_REQUESTED_MESSAGE });
  });

  return (
    <PublicPage title="Glemt passord">
      <Text color="fg.muted">
        Skriv inn e-postadressen din, så sender vi deg en link for å lage et nytt passord.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <PublicEmailField field={form.field('email')} label="E-post" autoComplete="email" />
          {form.formError ? <PublicFormError message={form.formError} /> : null}
          <ActionButton
            type="submit"
            colorPalette="brand"
            loading={form.isSubmitting}
            loadingText="Sender…"
          >
            Send link
          </ActionButton>
          <Link asChild alignSelf="center" colorPalette="brand">
            <RouterLink to={LOGIN_ROUTE}>Tilbake til innlogging</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicPage>
  );
}
