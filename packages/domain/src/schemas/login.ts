// Login form (seed 000 section 5). The body of POST /user/login has the same fields.
import { z } from 'zod';
import { emailAddress } from './fields';

export const LOGIN_EMAIL_REQUIRED_MESSAGE = 'Email er påkrevd';
export const LOGIN_EMAIL_INVALID_MESSAGE = 'Ugyldig email-adresse';
export const PASSWORD_MIN_6_MESSAGE = 'Passord må være minst 6 bokstaver';
/** Longer passwords are refused before any hashing work (the API's password rules). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Passordet kan ikke være lengre enn ${PASSWORD_MAX_LENGTH} tegn.`;

/** A password field: never trimmed (spaces may be part of it), at least `min`, at most 128. */
export function passwordField(min: number, message: string) {
  return z
    .string({ error: message })
    .min(min, message)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);
}

const loginFields = {
  email: emailAddress(LOGIN_EMAIL_REQUIRED_MESSAGE, LOGIN_EMAIL_INVALID_MESSAGE),
  password: passwordField(6, PASSWORD_MIN_6_MESSAGE),
};

/** Body of POST /user/login. */
export const loginBodySchema = z.strictObject(loginFields);

/** The login form. */
export const loginSchema = z.object(loginFields);

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginForm = z.output<typeof loginSchema>;
