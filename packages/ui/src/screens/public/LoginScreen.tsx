import { Alert, Link, Stack } from '@chakra-ui/react';
import { useLogin } from '@portal/api-client/auth';
import { landingRouteAfterLogin, RESET_PASSWORD_ROUTE } from '@portal/domain/access';
import { type LoginForm, type LoginFormInput } from '@portal/domain/schemas';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ActionButton } from '../../feedback/ActionButton';
import { draftStorage, hasDrafts } from '../../form/formDraft';
import { useSession } from '../../session/SessionProvider';
import { INCOMPLETE_LOGIN_MESSAGE, loginFailureMessage } from './loginFailureMessage';
import { PublicEmailField, PublicPasswordField } from './PublicFields';
import { PublicFormError } from './PublicFormError';
import { PublicPage } from './PublicPage';
import { DRAFTS_KEPT_MESSAGE, isSessionEndedState, SESSION_ENDED_MESSAGE } from './sessionEnded';
import { lazySchema, usePublicForm } from './usePublicForm';

const loadLoginSchema = lazySchema<LoginFormInput, LoginForm>(() =>
  import('./publicSchemas').then((m) => m.loginSchema),
);

/** /login: email and password; on success the session is kept and the user lands by type. */
export function LoginScreen() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = usePublicForm({ email: '', password: '' }, loadLoginSchema);
  // After a forced logout: why the user is here. Whenever a form's unsaved values are kept (also
  // when a reloaded tab found its session expired, which leads here without that state): that
  // they will come back.
  const location = useLocation();
  const sessionEnded = isSessionEndedState(location.state);
  const [draftsKept] = useState(() => {
    const storage = draftStorage();
    return storage !== null && hasDrafts(storage);
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

  // The server's answer, or that the form's rules did not load (no connection).
  const shownFailure = failure ?? form.formError;

  return (
    <PublicPage title="Logg inn">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {(sessionEnded || draftsKept) && shownFailure === null ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {sessionEnded ? SESSION_ENDED_MESSAGE : DRAFTS_KEPT_MESSAGE}
                </Alert.Title>
                {sessionEnded && draftsKept ? (
                  <Alert.Description>{DRAFTS_KEPT_MESSAGE}</Alert.Description>
                ) : null}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <PublicEmailField field={form.field('email')} label="E-post" autoComplete="username" />
          <PublicPasswordField
            field={form.field('password')}
            label="Passord"
            autoComplete="current-password"
          />
          {shownFailure ? <PublicFormError message={shownFailure} /> : null}
          <ActionButton
            type="submit"
            colorPalette="brand"
            loading={form.isSubmitting}
            loadingText="Logger inn…"
          >
            Logg inn
          </ActionButton>
          <Link asChild alignSelf="center" colorPalette="brand">
            <RouterLink to={RESET_PASSWORD_ROUTE}>Glemt passord</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicPage>
  );
}
