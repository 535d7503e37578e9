// The sign-in pages' zod schemas, loaded on first validation rather than with the page: zod is the
// largest library the /login bundle would otherwise carry (see usePublicForm).
export {
  loginSchema,
  resetRequestSchema,
  newPasswordSchema,
  toConfirmResetPasswordPayload,
  RESET_TOKEN_REQUIRED_MESSAGE,
} from '@portal/domain';
