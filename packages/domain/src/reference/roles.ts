import type { UserType } from '../access/userType';

/** Descriptions of the customer roles (seed 000 §3, seed 001 §1). */
export const ROLE_LABELS: Readonly<Partial<Record<UserType, string>>> = {
  student: 'User Conducts Activities (Student)',
  invoice_receiver: 'User Receives Invoices (Invoice Receiver)',
};

/** The description of a user type; the type itself where the seeds give none. */
export function roleLabel(type: string): string {
  return ROLE_LABELS[type as UserType] ?? type;
}

/**
 * Customer group names (seed 001 leaves them open; the portal names them after the customer types).
 * A user in `invoice_receiver` sees 'Mine elever'; a user in `student` sees 'Kontaktpersoner'.
 * The pages per group and the guard live in src/access.
 */
export const CUSTOMER_GROUPS = {
  INVOICE_RECEIVER: 'invoice_receiver',
  STUDENT: 'student',
} as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[keyof typeof CUSTOMER_GROUPS];
