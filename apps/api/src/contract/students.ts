import { z } from '@hono/zod-openapi';
import {
  invoiceReceiverAddStudentBodySchema,
  invoiceReceiverCreateBodySchema,
  invoiceReceiverUserInfoBodySchema,
  studentAddSubjectsBodySchema,
  studentCreateBodySchema,
} from '@portal/domain/schemas';
import {
  DateString,
  DateTimeString,
  Decimal,
  Id,
  PersonRef,
  component,
  paginated,
  postalAddress,
  postalAddressWithCity,
} from './common';

/** A student as a list row: seed 000's row fields plus seed 001's staff fields (one shape for both). */
export const StudentSchema = z
  .object({
    id: Id,
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    birth_date: DateString.nullable(),
    age: z.number().int().nullable(),
    phone_number: z.string(),
    email: z.string(),
    ...postalAddressWithCity,
    school: Id.nullable(),
    school_name: z.string().nullable(),
    contact_person_name: z.string().nullable(),
    heard_about_us: z
      .string()
      .optional()
      .openapi({ description: 'How the family heard of us. Absent for customers.' }),
    other_comments: z
      .string()
      .optional()
      .openapi({ description: 'Notes from registration. Absent for customers.' }),
    teacher: Id.nullable().openapi({ description: 'The first linked teacher (id), or null.' }),
    subjects: z.array(Id),
    is_active: z.boolean(),
    created_at: DateTimeString,
    number_of_hours_remaining_in_packages: Decimal.openapi({
      description: 'Remaining hours over the student’s non-expired packages.',
    }),
    days_since_last_activity: z.number().int().nullable(),
    number_of_planned_hours: Decimal.openapi({ description: 'Hours of future activities.' }),
  })
  .openapi('Student');

export const StudentListSchema = paginated(StudentSchema, 'StudentList');

export const SubjectRefSchema = z
  .object({ id: Id, subject_name: z.string() })
  .openapi('SubjectRef');

export const StudentProfileSchema = z
  .object({
    id: Id,
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    age: z.number().int().nullable(),
    birth_date: DateString.nullable(),
    email: z.string(),
    phone_number: z.string(),
    ...postalAddressWithCity,
    school: Id.nullable(),
    school_name: z.string().nullable(),
    contact_person_name: z.string().nullable(),
    is_active: z.boolean(),
    subjects: z.array(SubjectRefSchema),
  })
  .openapi('StudentProfile');

export const StudentInvoiceReceiverSchema = z
  .object({ id: Id, full_name: z.string(), email: z.string(), phone_number: z.string() })
  .openapi('StudentInvoiceReceiver');

export const StudentPackageSchema = z
  .object({
    id: Id,
    name: z.string(),
    invoice_receiver_name: z.string(),
    hours_in_package: Decimal,
    remaining_hours: Decimal,
    date_sold: DateString,
    expiration_date: DateString,
    is_expired: z.boolean(),
  })
  .openapi('StudentPackage');

export const StudentActivitySchema = z
  .object({
    id: Id,
    teacher_name: z.string(),
    start_date_time: DateTimeString,
    duration: Decimal,
    activity_location_name: z.string(),
    subject: z.string().openapi({ description: 'The subject name.' }),
  })
  .openapi('StudentActivity');

export const StudentDetailSchema = z
  .object({
    student: StudentProfileSchema,
    invoice_receivers: z.array(StudentInvoiceReceiverSchema),
    packages: z.array(StudentPackageSchema),
    activities: z.array(StudentActivitySchema).openapi({
      description: 'Newest first; for a teacher only their own activities with the student.',
    }),
  })
  .openapi('StudentDetail');

// The bodies are @portal/domain's: every rule, cap and Norwegian message is declared there, the
// student and receiver forms validate with the same fields, and the routes validate with them.
export const StudentCreateSchema = component(studentCreateBodySchema, 'StudentCreate');

export const AddSubjectsSchema = component(studentAddSubjectsBodySchema, 'AddSubjects');

export const InvoiceReceiverUserInfoSchema = component(
  invoiceReceiverUserInfoBodySchema,
  'InvoiceReceiverUserInfo',
);

export const InvoiceReceiverCreateSchema = component(
  invoiceReceiverCreateBodySchema.extend({ user_info: InvoiceReceiverUserInfoSchema }),
  'InvoiceReceiverCreate',
);

export const InvoiceReceiverSchema = z
  .object({
    id: Id,
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    ...postalAddress,
    self_as_student: z.boolean(),
    students_to_pay_for: z.array(PersonRef),
  })
  .openapi('InvoiceReceiver');

/** Body of PATCH user/invoice-receiver/{id}/ (seed 001 §3 'Patch: add_new_student'). */
export const InvoiceReceiverPatchSchema = component(
  invoiceReceiverAddStudentBodySchema,
  'InvoiceReceiverPatch',
);

export const InvoiceReceiverListSchema = paginated(InvoiceReceiverSchema, 'InvoiceReceiverList');
