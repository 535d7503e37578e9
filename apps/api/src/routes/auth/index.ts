import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { registerChangePassword } from './change-password';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerPasswordReset } from './password-reset';
import { registerPasswordResetConfirm } from './password-reset-confirm';
import { registerResetTokens } from './reset-tokens';
import { registerTokenRefresh } from './token-refresh';

/** Sign-in, tokens and passwords (seed 000 section 7) and staff password tokens (seed 001). */
export const registerAuthRoutes = (app: ApiApp, deps: AppDeps) => {
  registerLogin(app, deps);
  registerTokenRefresh(app, deps);
  registerLogout(app, deps);
  registerPasswordReset(app, deps);
  registerPasswordResetConfirm(app, deps);
  registerChangePassword(app, deps);
  registerResetTokens(app, deps);
};
