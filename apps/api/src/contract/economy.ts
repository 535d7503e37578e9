import { z } from '@hono/zod-openapi';
import { DateString, Decimal, Id } from './common';
import { SALARY_MAX_YEAR, SALARY_MIN_YEAR } from './salary';

// --- The month check of the economy area (issue 14, item 5; beyond the seed) ---

const MONTH_MESSAGE = 'Måned må være et tall fra 1 til 12.';
const YEAR_MESSAGE = `År må være et tall fra ${SALARY_MIN_YEAR} til ${SALARY_MAX_YEAR}.`;

export const monthCheckQuery = z.object({
  month: z.coerce
    .number({ error: MONTH_MESSAGE })
    .int(MONTH_MESSAGE)
    .min(1, MONTH_MESSAGE)
    .max(12, MONTH_MESSAGE)
    .optional()
    .openapi({
      param: { name: 'month', in: 'query' },
      example: 10,
      description: '1-12. Default: the last whole month (Oslo).',
    }),
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(SALARY_MIN_YEAR, YEAR_MESSAGE)
    .max(SALARY_MAX_YEAR, YEAR_MESSAGE)
    .optional()
    .openapi({ param: { name: 'year', in: 'query' }, example: 2026 }),
});

const hours = (description: string) => Decimal.openapi({ description });

export const MonthCheckTeacherSchema = z
  .object({
    id: Id.openapi({ description: 'Teacher id.' }),
    name: z.string(),
    hours_taught: hours('Hours of the lessons held in the month (started before now).'),
    student_hours: hours('Lesson hours × students: what the lessons should draw from packages.'),
    hours_drawn: hours('Hours the lessons drew from packages.'),
    hours_invoiced: hours('Of those, hours drawn from packages whose invoice is sent.'),
    hours_paid: hours('Hours of the lessons that are paid (paid_date set).'),
  })
  .openapi('MonthCheckTeacher');

export const MonthCheckPackageSchema = z
  .object({
    id: Id.openapi({ description: 'Package id.' }),
    name: z.string().openapi({ description: "The package type's name." }),
    invoice_receiver: Id,
    invoice_receiver_name: z.string(),
    date_sold: DateString,
    invoice_sent_date: DateString.nullable(),
    hours_in_package: hours('Type hours plus additional hours.'),
    hours_drawn: hours("Hours the month's lessons drew from it."),
    hours_invoiced: hours('hours_drawn when the invoice is sent, else 0.00.'),
    hours_paid: hours("Hours drawn by the month's lessons that are paid."),
  })
  .openapi('MonthCheckPackage');

export const MONTH_CHECK_KINDS = [
  'lesson_without_package',
  'lesson_without_summary',
  'lesson_paid_before_summary',
  'package_not_invoiced',
] as const;

export const MonthCheckDisagreementSchema = z
  .object({
    kind: z.enum(MONTH_CHECK_KINDS).openapi({
      description:
        'lesson_without_package: a student of the lesson drew fewer hours than the lesson lasted (no package to draw from); lesson_without_summary: held, never summarised, so never paid; lesson_paid_before_summary: paid with no summary or before it; package_not_invoiced: sold or drawn from in the month, invoice not sent.',
    }),
    message: z.string().openapi({ description: 'The disagreement in Norwegian, for the screen.' }),
    date: DateString.openapi({
      description: 'Day of the lesson, or the date the package was sold.',
    }),
    activity: Id.nullable().openapi({ description: 'The lesson (activity id), if any.' }),
    package: Id.nullable().openapi({ description: 'The package id, if any.' }),
    teacher: Id.nullable(),
    student: Id.nullable(),
    invoice_receiver: Id.nullable(),
  })
  .openapi('MonthCheckDisagreement');

export const MonthCheckSchema = z
  .object({
    month: z.number().int(),
    year: z.number().int(),
    totals: z.object({
      hours_taught: Decimal,
      student_hours: Decimal,
      hours_drawn: Decimal,
      hours_invoiced: Decimal,
      hours_paid: Decimal,
    }),
    teachers: z.array(MonthCheckTeacherSchema),
    packages: z.array(MonthCheckPackageSchema),
    disagreements: z.array(MonthCheckDisagreementSchema),
  })
  .openapi('MonthCheck');
