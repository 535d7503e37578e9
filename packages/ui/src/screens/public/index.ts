// @portal/ui/public: The sign-in pages of seed 000 (in the portal's entry bundle).
export { LoginScreen } from './LoginScreen';
export { ResetPasswordScreen, RESET_REQUESTED_MESSAGE } from './ResetPasswordScreen';
export { ConfirmResetPasswordScreen, PASSWORD_SAVED_MESSAGE } from './ConfirmResetPasswordScreen';
export {
  loginFailureMessage,
  WRONG_CREDENTIALS_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  INCOMPLETE_LOGIN_MESSAGE,
} from './loginFailureMessage';
export { passwordResetErrorLines } from './passwordResetErrors';
export {
  SESSION_ENDED_STATE,
  SESSION_ENDED_MESSAGE,
  DRAFTS_KEPT_MESSAGE,
  isSessionEndedState,
} from './sessionEnded';
