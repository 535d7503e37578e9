import { definePolicy, staffRowsOnly } from './policy';

/** Reference lists and document trees: read by teachers and staff; customers get 403. */
export const referencePolicy = definePolicy({
  resource: 'reference',
  operations: { read: ['teacher', 'employee'] },
  visible: () => undefined,
  hiddenFields: () => [],
});

/** The employee FAQ (document/employee-faq/tree/): staff only. */
export const employeeReferencePolicy = definePolicy({
  resource: 'employee-reference',
  operations: { read: ['employee'] },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});

/** Staff's password tokens and the dev outbox (which holds reset links): staff only. */
export const staffToolsPolicy = definePolicy({
  resource: 'staff-tools',
  operations: { resetTokens: ['employee'], outbox: ['employee'] },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});

/** The signed-in user's own account (password change): every user type. */
export const accountPolicy = definePolicy({
  resource: 'account',
  operations: { changePassword: ['teacher', 'employee', 'student', 'invoice_receiver'] },
  visible: () => undefined,
  hiddenFields: () => [],
});
