// New-password form of /confirm-reset-password (seed 000 section 5), and the body of
// POST /user/password-reset/confirm (password plus the token from the query string).
import { z } from 'zod';
import { PASSWORD_MIN_6_MESSAGE, passwordField } from './login';

export const PASSWORDS_MUST_BE_EQUAL_MESSAGE = 'Passordene må være like';
export const RESET_TOKEN_REQUIRED_MESSAGE = 'Lenken mangler token';
export const RESET_TOKEN_INVALID_MESSAGE =
  'Lenken er ugyldig eller utløpt. Be om en ny e-post for å resette passordet.';

/** A reset token as the link carries it (64 hex characters; room for more, no more). */
export const MAX_RESET_TOKEN_LENGTH = 200;

const password = passwordField(6, PASSWORD_MIN_6_MESSAGE);

export const newPasswordSchema = z
  .object({ password, repeat_password: password })
  .refine((form) => form.password === form.repeat_password, {
    error: PASSWORDS_MUST_BE_EQUAL_MESSAGE,
    path: ['repeat_password'],
  });

export type NewPasswordFormInput = z.input<typeof newPasswordSchema>;
export type NewPasswordForm = z.output<typeof newPasswordSchema>;

/** Body of POST /user/password-reset/confirm. */
export const confirmResetPasswordPayloadSchema = z.strictObject({
  password,
  token: z
    .string({ error: RESET_TOKEN_REQUIRED_MESSAGE })
    .min(1, RESET_TOKEN_REQUIRED_MESSAGE)
    .max(MAX_RESET_TOKEN_LENGTH, RESET_TOKEN_INVALID_MESSAGE),
});

export type ConfirmResetPasswordPayload = z.output<typeof confirmResetPasswordPayloadSchema>;

/** The confirm-reset body from the validated form and the token read from the query string. */
export function toConfirmResetPasswordPayload(
  form: NewPasswordForm,
  token: string,
): ConfirmResetPasswordPayload {
  return { password: form.password, token };
}
