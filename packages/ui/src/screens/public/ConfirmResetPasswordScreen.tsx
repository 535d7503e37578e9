import { Alert, Link, List, Stack } from '@chakra-ui/react';
import { useConfirmPasswordReset } from '@portal/api-client/auth';
import { LOGIN_ROUTE } from '@portal/domain/access';
import { type NewPasswordForm, type NewPasswordFormInput } from '@portal/domain/schemas';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ActionButton } from '../../feedback/ActionButton';
import { showToast } from '../../feedback/toaster';
import { passwordResetErrorLines } from './passwordResetErrors';
import { PublicPasswordField } from './PublicFields';
import { PublicPage } from './PublicPage';
import { lazySchema, usePublicForm } from './usePublicForm';

/** The seed's toast after the new password is saved. */
export const PASSWORD_SAVED_MESSAGE = 'Passord er lagret';

const loadNewPasswordSchema = lazySchema<NewPasswordFormInput, NewPasswordForm>(() =>
  import('./publicSchemas').then((m) => m.newPasswordSchema),
);

/** /confirm-reset-password?token=…: a new password twice; saved, it sends the user to /login. */
export function ConfirmResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const form = usePublicForm({ password: '', repeat_password: '' }, loadNewPasswordSchema);

  const onSubmit = form.handleSubmit(async (values) => {
    // Loaded with the schema on the first validation: no extra request here.
    const { RESET_TOKEN_REQUIRED_MESSAGE, toConfirmResetPasswordPayload } =
      await import('./publicSchemas');
    if (!token) {
      setErrorLines([RESET_TOKEN_REQUIRED_MESSAGE]);
      return;
    }
    setErrorLines([]);
    try {
      await confirmReset.mutateAsync(toConfirmResetPasswordPayload(values, token));
      showToast({ type: 'success', title: PASSWORD_SAVED_MESSAGE });
      navigate(LOGIN_ROUTE, { replace: true });
    } catch (error) {
      setErrorLines(passwordResetErrorLines(error));
    }
  });

  // The server's lines, or that the form's rules did not load (no connection).
  const shownLines = form.formError ? [form.formError] : errorLines;

  return (
    <PublicPage title="Nytt passord">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <PublicPasswordField
            field={form.field('password')}
            label="Nytt passord"
            autoComplete="new-password"
          />
          <PublicPasswordField
            field={form.field('repeat_password')}
            label="Gjenta passord"
            autoComplete="new-password"
          />
          {shownLines.length > 0 ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <List.Root listStyle="none" gap="1">
                  {shownLines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <ActionButton
            type="submit"
            colorPalette="brand"
            loading={form.isSubmitting}
            loadingText="Lagrer…"
          >
            Lagre passord
          </ActionButton>
          <Link asChild alignSelf="center" colorPalette="brand">
            <RouterLink to={LOGIN_ROUTE}>Tilbake til innlogging</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicPage>
  );
}
