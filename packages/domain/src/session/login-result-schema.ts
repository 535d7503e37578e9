// The login response as a zod schema, for code that validates with zod anyway (forms, the API).
// Kept apart from the type guard so that importing the guard does not pull zod into a bundle.
import { z } from 'zod';

/** A login result the session accepts: access, refresh, user and type all present. */
export const loginResultSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
  // The user object's inner fields are not shown in the seeds: any object.
  user: z.record(z.string(), z.unknown()),
  type: z.string().min(1),
  needs_update: z.boolean().nullish(),
});
