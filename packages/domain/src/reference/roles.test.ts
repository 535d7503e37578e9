import { describe, expect, it } from 'vitest';
import { CUSTOMER_GROUPS, roleLabel } from './roles';

describe('roles', () => {
  it('describes the customer roles as the seeds do', () => {
    expect(roleLabel('student')).toBe('User Conducts Activities (Student)');
    expect(roleLabel('invoice_receiver')).toBe('User Receives Invoices (Invoice Receiver)');
    expect(roleLabel('teacher')).toBe('teacher');
  });

  it('names the customer groups', () => {
    expect(CUSTOMER_GROUPS).toEqual({ INVOICE_RECEIVER: 'invoice_receiver', STUDENT: 'student' });
  });
});
