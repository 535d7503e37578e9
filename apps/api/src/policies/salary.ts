import { activities } from '../db/schema/index';
import { definePolicy, teacherOwnRows } from './policy';

/**
 * salary/…: a teacher reads the pay of their own lessons (next-payment); the salary screen
 * 'Betal Lønn' (list, totals, the payroll file, marking paid, the summary reminder) is staff only.
 */
export const salaryPolicy = definePolicy({
  resource: 'salary',
  operations: {
    nextPayment: ['teacher'],
    list: ['employee'],
    total: ['employee'],
    csv: ['employee'],
    markPaid: ['employee'],
    remind: ['employee'],
  },
  visible: teacherOwnRows(activities.teacherId, activities.id),
  hiddenFields: () => [],
});
