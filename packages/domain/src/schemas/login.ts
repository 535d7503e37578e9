// Login form (seed 000 section 5). The API's POST /user/login body has the same shape.
import { z } from 'zod';
import { emailAddress } from './fields';

export const LOGIN_EMAIL_REQUIRED_MESSAGE = 'Email er påkrevd';
export const LOGIN_EMAIL_INVALID_MESSAGE = 'Ugyldig email-adresse';
export const PASSWORD_MIN_6_MESSAGE = 'Passord må være minst 6 bokstaver';

export const loginSchema = z.object({
  email: emailAddress(LOGIN_EMAIL_REQUIRED_MESSAGE, LOGIN_EMAIL_INVALID_MESSAGE),
  // Passwords are never trimmed: spaces may be part of them.
  password: z.string({ error: PASSWORD_MIN_6_MESSAGE }).min(6, PASSWORD_MIN_6_MESSAGE),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginForm = z.output<typeof loginSchema>;
