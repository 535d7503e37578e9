import { sql } from 'drizzle-orm';
import { packageStudents, packages } from '../db/schema/index';
import { customerStudentIds } from './customer-students';
import { definePolicy } from './policy';

/**
 * package/package/…: staff see every sold package; a customer sees the packages they pay for and
 * those of their own student profile, without the office's fields (price details, invoicing).
 */
export const packagePolicy = definePolicy({
  resource: 'packages',
  operations: {
    list: ['employee', 'student', 'invoice_receiver'],
    types: ['employee'],
    create: ['employee'],
    update: ['employee'],
    delete: ['employee'],
    orderConfirmations: ['employee'],
  },
  visible: (viewer) => {
    switch (viewer.kind) {
      case 'staff':
        return undefined;
      case 'teacher':
        return sql`false`;
      case 'customer': {
        // One id set from two indexed lookups (a union, not an OR the planner can only filter
        // with): the packages they pay for, and those of their students.
        const paid =
          viewer.receiverId === null
            ? sql``
            : sql`select p.id from ${packages} p where p.invoice_receiver_id = ${viewer.receiverId} union `;
        return sql`${packages.id} in (${paid}select ps.package_id from ${packageStudents} ps where ps.student_id in ${customerStudentIds(viewer)})`;
      }
    }
  },
  hiddenFields: (viewer) =>
    viewer.kind === 'customer'
      ? ([
          'invoice_receiver',
          'invoice_sent_date',
          'discount_percentage',
          'extra_price',
          'additional_hours_added',
          'number_of_payments',
          'comment_for_invoice',
          'package_type',
          'package_type_price',
          'order_confirmations',
        ] as const)
      : [],
});
