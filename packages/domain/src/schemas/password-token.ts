// The create-token card of /employee/password-tokens. The seed shows no rule; a token is created for
// a user's e-mail, so the e-mail must be a valid address.
import { z } from 'zod';
import { emailAddress } from './fields';
import { EMAIL_INVALID_MESSAGE } from './messages';

const fields = { email: emailAddress(EMAIL_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE) };

/** Body of POST user/reset-tokens/. */
export const passwordTokenBodySchema = z.strictObject(fields);

/** The create-token card. */
export const passwordTokenSchema = z.object(fields);

export type PasswordTokenFormInput = z.input<typeof passwordTokenSchema>;
export type PasswordTokenForm = z.output<typeof passwordTokenSchema>;
