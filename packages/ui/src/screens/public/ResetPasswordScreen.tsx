import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useRequestPasswordReset } from '@portal/api-client/auth';
import { LOGIN_ROUTE } from '@portal/domain/access';
import { type ResetRequestForm, type ResetRequestFormInput } from '@portal/domain/schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../feedback/toaster';
import { TextField } from '../../form/TextField';
import { lazyZodResolver } from './lazyZodResolver';
import { PublicPage } from './PublicPage';

/** The seed's toast after every reset request, whatever the server answered (it reveals no accounts). */
export const RESET_REQUESTED_MESSAGE =
  'En e-post med en link for å resette passord er sendt til deg hvis e-postadressen er knyttet til en bruker';

const resetRequestResolver = lazyZodResolver(() =>
  import('./publicSchemas').then((m) => m.resetRequestSchema),
);

/** /reset-password: asks for a reset link by email, with a way back to login. */
export function ResetPasswordScreen() {
  const requestReset = useRequestPasswordReset();
  const form = useForm<ResetRequestFormInput, unknown, ResetRequestForm>({
    mode: 'onTouched',
    defaultValues: { email: '' },
    resolver: resetRequestResolver,
  });

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
          <TextField
            control={form.control}
            name="email"
            label="E-post"
            type="email"
            autoComplete="email"
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            loadingText="Sender…"
          >
            Send link
          </Button>
          <Link asChild alignSelf="center" colorPalette="brand">
            <RouterLink to={LOGIN_ROUTE}>Tilbake til innlogging</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicPage>
  );
}
