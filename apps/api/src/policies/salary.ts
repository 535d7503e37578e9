import { eq } from 'drizzle-orm';
import { activities } from '../db/schema/index';
import { definePolicy } from './policy';

/** salary/…: a teacher reads the pay of their own lessons. Staff's salary screens: issue 14. */
export const salaryPolicy = definePolicy({
  resource: 'salary',
  operations: { nextPayment: ['teacher'] },
  visible: (viewer) => {
    if (viewer.kind === 'staff') return undefined;
    if (viewer.kind === 'teacher') return eq(activities.teacherId, viewer.teacherId);
    return eq(activities.id, -1);
  },
  hiddenFields: () => [],
});
