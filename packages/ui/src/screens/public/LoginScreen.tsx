import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useLogin } from '@portal/api-client/auth';
import { landingRouteAfterLogin, RESET_PASSWORD_ROUTE } from '@portal/domain/access';
import { type LoginForm, type LoginFormInput } from '@portal/domain/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordField } from '../../form/PasswordField';
import { TextField } from '../../form/TextField';
import { useSession } from '../../session/SessionProvider';
import { lazyZodResolver } from './lazyZodResolver';
import { INCOMPLETE_LOGIN_MESSAGE, loginFailureMessage } from './loginFailureMessage';
import { PublicPage } from './PublicPage';

const loginResolver = lazyZodResolver(() => import('./publicSchemas').then((m) => m.loginSchema));

/** /login: email and password; on success the session is kept and the user lands by type. */
export function LoginScreen() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  // useZodForm's behaviour (errors after leaving a field, all on submit) with the schema loaded lazily.
  const form = useForm<LoginFormInput, unknown, LoginForm>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login.mutateAsync(values);
      // The store keeps the result only with access, refresh, user and type all present.
      if (!signIn(result)) {
        setFailure(INCOMPLETE_LOGIN_MESSAGE);
        return;
      }
      navigate(landingRouteAfterLogin(result), { replace: true });
    } catch (error) {
      setFailure(loginFailureMessage(error));
    }
  });

  return (
    <PublicPage title="Logg inn">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <TextField
            control={form.control}
            name="email"
            label="E-post"
            type="email"
            autoComplete="username"
          />
          <PasswordField
            control={form.control}
            name="password"
            label="Passord"
            autoComplete="current-password"
          />
          {failure ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            loadingText="Logger inn…"
          >
            Logg inn
          </Button>
          <Link asChild alignSelf="center" colorPalette="brand">
            <RouterLink to={RESET_PASSWORD_ROUTE}>Glemt passord</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicPage>
  );
}
