// The create-token card of /employee/password-tokens. The seed shows no rule; a token is created for
// a user's e-mail, so the e-mail must be a valid address.
import { z } from 'zod';
import { emailAddress } from './fields';
import { EMAIL_INVALID_MESSAGE } from './messages';

export const passwordTokenSchema = z.object({
  email: emailAddress(EMAIL_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE),
});

export type PasswordTokenFormInput = z.input<typeof passwordTokenSchema>;
export type PasswordTokenForm = z.output<typeof passwordTokenSchema>;
