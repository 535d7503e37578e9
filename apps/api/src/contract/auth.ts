import { z } from '@hono/zod-openapi';
import { PASSWORD_MAX_LENGTH, passwordMessages } from '../services/auth/password-validation';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG_MESSAGE = `E-postadressen kan ikke være lengre enn ${EMAIL_MAX_LENGTH} tegn.`;

/** Caps an e-mail field (from @portal/domain) so an oversized value is a field error. */
export const cappedEmail = <T extends z.ZodType<string>>(schema: T) =>
  schema
    .refine((value) => value.length <= EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
    .openapi({ maxLength: EMAIL_MAX_LENGTH });

/** Caps a password field (from @portal/domain). */
export const cappedPassword = (schema: z.ZodString) =>
  schema.max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);

export const UserTypeSchema = z
  .enum(['teacher', 'employee', 'student', 'invoice_receiver'])
  .openapi('UserType');

export const UserSummarySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    user_type: UserTypeSchema,
    is_staff: z.boolean(),
    groups: z
      .array(z.string())
      .openapi({ description: "Group names: 'student', 'invoice_receiver'." }),
  })
  .openapi('UserSummary');

export const TokenPairSchema = z
  .object({
    access: z.string().openapi({ description: 'JWT access token (5 minutes).' }),
    refresh: z
      .string()
      .openapi({ description: 'JWT refresh token (1 day); payload has exp (seconds) and jti.' }),
  })
  .openapi('TokenPair');

export const LoginResponseSchema = z
  .object({
    access: TokenPairSchema.shape.access,
    refresh: TokenPairSchema.shape.refresh,
    user: UserSummarySchema,
    type: UserTypeSchema,
    needs_update: z
      .boolean()
      .openapi({ description: 'True for a teacher whose required initial-info fields are empty.' }),
  })
  .openapi('LoginResponse');

/** A success answer that only carries a Norwegian message. */
export const MessageSchema = z.object({ detail: z.string() }).openapi('Message');

/** After a password change: every other session is signed out; this one goes on with a new pair. */
export const PasswordChangedSchema = z
  .object({
    detail: z.string(),
    access: TokenPairSchema.shape.access,
    refresh: TokenPairSchema.shape.refresh,
  })
  .openapi('PasswordChanged');

export const LogoutRequestSchema = z
  .strictObject({ refresh: z.string().min(1).max(2000) })
  .openapi('LogoutRequest');
