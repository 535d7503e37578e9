// The login response as the session keeps it (seed 000 sections 3-5).
// A plain type guard, no zod: the session store runs it in the entry bundle of the portal, and zod
// there alone costs about 25 KiB gzipped. `loginResultSchema` accepts exactly the same values
// (session.test.ts compares the two).
export { loginResultSchema } from './login-result-schema';

/** A login result the session accepts. */
export interface LoginResult {
  access: string;
  refresh: string;
  /** The user object's inner fields are not shown in the seeds: any object. */
  user: Record<string, unknown>;
  type: string;
  needs_update?: boolean | null;
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

/** A plain object (not an array, date or class instance), as a JSON object decodes to. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** True only when access, refresh, user and type are all present (non-empty). */
export function isAcceptableLoginResult(value: unknown): value is LoginResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const {
    access,
    refresh,
    user,
    type,
    needs_update: needsUpdate,
  } = value as Record<string, unknown>;
  return (
    isNonEmptyString(access) &&
    isNonEmptyString(refresh) &&
    isPlainRecord(user) &&
    isNonEmptyString(type) &&
    (needsUpdate === undefined || needsUpdate === null || typeof needsUpdate === 'boolean')
  );
}
