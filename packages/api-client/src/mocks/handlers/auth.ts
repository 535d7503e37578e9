import { HttpResponse } from 'msw';
import type { Schemas } from '../../contract';
import { makeLoginResult, makeTokenPair } from '../fixtures/auth';
import { http } from '../http';
import { neverResolve, serverError, validationError } from '../states';

// Messages as apps/api sends them (services/user).
export const LOGIN_FAILED_MESSAGE = 'Ingen aktiv konto funnet med oppgitt e-post og passord.';
export const TOO_MANY_LOGINS_MESSAGE =
  'For mange mislykkede innloggingsforsøk. Vent litt og prøv igjen.';
export const RESET_REQUEST_MESSAGE =
  'En e-post med en link for å resette passord er sendt til deg hvis e-postadressen er knyttet til en bruker';
export const RESET_CONFIRMED_MESSAGE = 'Passord er lagret';
export const PASSWORD_CHANGED_MESSAGE = 'Passordet ditt har blitt oppdatert';

const paths = {
  login: '/user/login/',
  refresh: '/user/token/refresh/',
  resetRequest: '/user/password-reset/',
  resetConfirm: '/user/password-reset/confirm/',
} as const;

const login = http.post(paths.login, () => HttpResponse.json(makeLoginResult()));
const refresh = http.post(paths.refresh, () => HttpResponse.json(makeTokenPair()));
const resetRequest = http.post(paths.resetRequest, () =>
  HttpResponse.json({ detail: RESET_REQUEST_MESSAGE }),
);
const resetConfirm = http.post(paths.resetConfirm, () =>
  HttpResponse.json({ detail: RESET_CONFIRMED_MESSAGE }),
);
const passwordChanged: Schemas['PasswordChanged'] = {
  detail: PASSWORD_CHANGED_MESSAGE,
  ...makeTokenPair(),
};
const changePassword = http.patch('/user/change-password/', () =>
  HttpResponse.json(passwordChanged),
);
const logout = http.post('/user/logout/', () => new HttpResponse(null, { status: 204 }));

/** Sign-in, token refresh, password reset and change: the default and every state. */
export const authHandlers = {
  default: [login, refresh, resetRequest, resetConfirm, changePassword, logout],
  /** Login of a teacher whose profile needs an update (lands on /teacher/update-profile). */
  loginNeedsUpdate: [
    http.post(paths.login, () => HttpResponse.json(makeLoginResult({ needs_update: true }))),
  ],
  /** Wrong e-mail or password. */
  loginRefused: [
    http.post(paths.login, () =>
      HttpResponse.json({ detail: LOGIN_FAILED_MESSAGE }, { status: 401 }),
    ),
  ],
  /** Too many failed logins for the e-mail. */
  loginThrottled: [
    http.post(paths.login, () =>
      HttpResponse.json({ detail: TOO_MANY_LOGINS_MESSAGE }, { status: 429 }),
    ),
  ],
  /** A reset link that is used or expired. */
  resetConfirmInvalidToken: [
    http.post(paths.resetConfirm, () =>
      validationError({
        token: ['Lenken er ugyldig eller utløpt. Be om en ny e-post for å resette passordet.'],
      }),
    ),
  ],
  /** The server's weak-password reasons, listed line by line on the confirm page. */
  resetConfirmWeakPassword: [
    http.post(paths.resetConfirm, () =>
      validationError({
        password: [
          'Dette passordet er for kort. Det må inneholde minst 8 tegn.',
          'Dette passordet er for vanlig.',
          'Dette passordet er helt numerisk.',
        ],
      }),
    ),
  ],
  /** The old password does not match. */
  changePasswordWrongOld: [
    http.patch('/user/change-password/', () =>
      validationError({ old_password: ['Gammelt passord er feil.'] }),
    ),
  ],
  /** A refresh token that is used, revoked or expired: the client logs out. */
  refreshRefused: [
    http.post(paths.refresh, () =>
      HttpResponse.json({ detail: 'Token er ugyldig eller utløpt.' }, { status: 401 }),
    ),
  ],
  loading: [
    http.post(paths.login, neverResolve),
    http.post(paths.resetRequest, neverResolve),
    http.post(paths.resetConfirm, neverResolve),
    http.patch('/user/change-password/', neverResolve),
  ],
  error: [
    http.post(paths.login, serverError),
    http.post(paths.resetRequest, serverError),
    http.post(paths.resetConfirm, serverError),
    http.patch('/user/change-password/', serverError),
  ],
};
