import { z } from '@hono/zod-openapi';

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
