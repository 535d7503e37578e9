// @portal/api-client/auth: the auth resource's reads, writes and types.
export { login, useLogin } from './login-mutation';
export type { LoginRequest, LoginResponse } from './login-mutation';
export { requestPasswordReset, useRequestPasswordReset } from './password-reset-request-mutation';
export type {
  PasswordResetRequest,
  PasswordResetResponse,
} from './password-reset-request-mutation';
export { confirmPasswordReset, useConfirmPasswordReset } from './password-reset-confirm-mutation';
export type {
  PasswordResetConfirmRequest,
  PasswordResetConfirmResponse,
} from './password-reset-confirm-mutation';
export { changePassword, useChangePassword } from './change-password-mutation';
export { logout } from './logout';
export type { ChangePasswordRequest, ChangePasswordResponse } from './change-password-mutation';
