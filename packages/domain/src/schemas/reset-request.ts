// Password-reset request form (seed 000 section 5). Same shape as POST /user/password-reset.
import { z } from 'zod';
import { emailAddress } from './fields';
import { LOGIN_EMAIL_INVALID_MESSAGE } from './login';

export const RESET_EMAIL_REQUIRED_MESSAGE = 'Må fylles ut for å resette passord';

const fields = { email: emailAddress(RESET_EMAIL_REQUIRED_MESSAGE, LOGIN_EMAIL_INVALID_MESSAGE) };

/** Body of POST /user/password-reset. */
export const resetRequestBodySchema = z.strictObject(fields);

/** The reset request form. */
export const resetRequestSchema = z.object(fields);

export type ResetRequestFormInput = z.input<typeof resetRequestSchema>;
export type ResetRequestForm = z.output<typeof resetRequestSchema>;
