// Change-password form of the teacher profile (seed 000 section 5) and its PATCH body.
import { z } from 'zod';
import { passwordField } from './login';

export const OLD_PASSWORD_REQUIRED_MESSAGE = 'Gammelt passord er påkrevd';
export const NEW_PASSWORD_MIN_8_MESSAGE = 'Nytt passord må være minst 8 tegn';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Bekreft passord er påkrevd';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passordene matcher ikke';

const oldPassword = passwordField(1, OLD_PASSWORD_REQUIRED_MESSAGE);
const newPassword = passwordField(8, NEW_PASSWORD_MIN_8_MESSAGE);

export const changePasswordSchema = z
  .object({
    old_password: oldPassword,
    new_password: newPassword,
    confirm_password: z
      .string({ error: CONFIRM_PASSWORD_REQUIRED_MESSAGE })
      .min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
  })
  .refine((form) => form.confirm_password === '' || form.new_password === form.confirm_password, {
    error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirm_password'],
  });

export type ChangePasswordFormInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordForm = z.output<typeof changePasswordSchema>;

/** Body of PATCH user/change-password/. */
export const changePasswordPayloadSchema = z.strictObject({
  old_password: oldPassword,
  new_password: newPassword,
});

export type ChangePasswordPayload = z.output<typeof changePasswordPayloadSchema>;

/** The PATCH body from the validated form (the confirmation stays in the browser). */
export function toChangePasswordPayload(form: ChangePasswordForm): ChangePasswordPayload {
  return { old_password: form.old_password, new_password: form.new_password };
}
