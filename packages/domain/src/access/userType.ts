/** The four user types (roles) of seed 000 §1; the login result's `type` carries one of them. */
export const USER_TYPES = ['teacher', 'employee', 'student', 'invoice_receiver'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** True when a value is one of the four known user types. */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
