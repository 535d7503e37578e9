import { z } from '@hono/zod-openapi';
import { isIsoCalendarDate } from '@portal/domain/checks';
import { Decimal, Id, booleanQuery, pageQuery, paginated } from './common';

export const PayBreakdownSchema = z
  .object({
    base: Decimal,
    incentive_bonus: Decimal,
    special_bonus: Decimal,
    travel_salary: Decimal,
  })
  .openapi('PayBreakdown');

export const NextPaymentSchema = z
  .object({
    next_payment: PayBreakdownSchema.openapi({
      description:
        'Unpaid payable activities that started before the first day of the next pay day’s month.',
    }),
    total_unpaid: PayBreakdownSchema.openapi({ description: 'All unpaid payable activities.' }),
  })
  .openapi('NextPayment');

// --- The staff's salary screen 'Betal Lønn' (seed 001 sections 2, 3 and 7; issue 14) ---

/** The oldest and newest year the month picker may ask for. */
export const SALARY_MIN_YEAR = 2000;
export const SALARY_MAX_YEAR = 2100;

const monthParam = z.coerce
  .number({ error: 'Måned må være et tall fra 1 til 12.' })
  .int('Måned må være et tall fra 1 til 12.')
  .min(1, 'Måned må være et tall fra 1 til 12.')
  .max(12, 'Måned må være et tall fra 1 til 12.')
  .optional()
  .openapi({
    param: { name: 'month', in: 'query' },
    example: 11,
    description:
      "1-12, 'Lønn til og med' month. Default: the first month option (the next pay day's month).",
  });
const yearParam = z.coerce
  .number({ error: `År må være et tall fra ${SALARY_MIN_YEAR} til ${SALARY_MAX_YEAR}.` })
  .int(`År må være et tall fra ${SALARY_MIN_YEAR} til ${SALARY_MAX_YEAR}.`)
  .min(SALARY_MIN_YEAR, `År må være et tall fra ${SALARY_MIN_YEAR} til ${SALARY_MAX_YEAR}.`)
  .max(SALARY_MAX_YEAR, `År må være et tall fra ${SALARY_MIN_YEAR} til ${SALARY_MAX_YEAR}.`)
  .optional()
  .openapi({ param: { name: 'year', in: 'query' }, example: 2026, description: 'Year of month.' });

/** month, year, month_is_unpaid: the period and view of GET salary/total/ and generate-csv. */
export const salaryViewQuery = {
  month: monthParam,
  year: yearParam,
  month_is_unpaid: booleanQuery(
    'month_is_unpaid',
    'true (default): unpaid payable lessons that started on or before the last day of the month; false: lessons paid in the pay run of the month (paid_date in the month after).',
  ),
};

/** GET salary/: the view plus only_show_alerts and the page. */
export const salaryListQuery = z.object({
  ...salaryViewQuery,
  only_show_alerts: booleanQuery(
    'only_show_alerts',
    'true: only teachers with past lessons still lacking a summary.',
  ),
  limit: pageQuery.limit,
  offset: pageQuery.offset,
});

export const salaryTotalQuery = z.object(salaryViewQuery);

/** A teacher's row of the salary table (seed 001 §3 "Teacher salary row"). */
export const TeacherSalarySchema = z
  .object({
    id: Id.openapi({ description: 'Teacher id (PATCH user/teacher/{id}/ for the Visma id).' }),
    name: z.string(),
    email: z.string(),
    address: z.string().openapi({ description: "'Storgata 1, 0155 Oslo'." }),
    bank_account_number: z.string(),
    social_security: z.string(),
    visma_employment_id: z.string().nullable().openapi({ description: "null: 'Mangler VismaID'." }),
    total_activity_duration_for_payment: Decimal.openapi({ description: 'Hours of the lessons.' }),
    total_unpaid: Decimal.openapi({
      description: 'Total pay of the view (unpaid view: unpaid; paid view: paid in the run).',
    }),
    next_base_payment: Decimal.openapi({ description: 'Basislønn.' }),
    incentive_bonus_next_payment: Decimal.openapi({ description: 'Bonuslønn.' }),
    travel_salary: Decimal.openapi({ description: 'Reiselønn.' }),
    special_bonus_salary: Decimal.openapi({ description: 'Ekstralønn.' }),
    number_of_activities_without_summary: z.number().int().openapi({
      description: 'Lessons that started before now and still lack a summary (the warning).',
    }),
    activity_ids: z.array(Id).openapi({
      description: "The lessons of the row: what 'Marker som betalt/ubetalt' sends.",
    }),
  })
  .openapi('TeacherSalary');

export const TeacherSalaryPageSchema = paginated(TeacherSalarySchema, 'TeacherSalaryPage');

export const SalaryTotalSchema = z
  .object({
    total_hours: Decimal,
    total_payment: Decimal,
    all_activity_ids: z.array(Id).openapi({
      description:
        "What 'Marker alt som betalt/ubetalt' sends. In the unpaid view only lessons of teachers with a Visma id: pay that cannot be on the payroll file is not marked paid.",
    }),
  })
  .openapi('SalaryTotal');

/** At most this many lessons in one marking call (a month of a large company fits easily). */
export const MAX_MARK_IDS = 100_000;

export const MarkActivitiesPaidSchema = z
  .strictObject({
    activity_ids: z
      .array(Id)
      .min(1)
      .max(MAX_MARK_IDS)
      .openapi({ description: 'Lesson ids; duplicates count once.' }),
    payment_date: z
      .string()
      .max(10)
      .refine(isIsoCalendarDate, { message: 'Ugyldig dato. Bruk YYYY-MM-DD.' })
      .nullable()
      .openapi({
        format: 'date',
        description: 'YYYY-MM-DD: mark paid on that day; null: mark unpaid.',
      }),
  })
  .openapi('MarkActivitiesPaid');
export type MarkActivitiesPaid = z.infer<typeof MarkActivitiesPaidSchema>;

export const MarkActivitiesPaidResultSchema = z
  .object({
    ids_not_updated: z.array(Id).openapi({
      description:
        'Ids that do not exist, were already in the target state, have no summary (paying), or belong to a teacher without a Visma id (paying).',
    }),
    response_message: z.string(),
  })
  .openapi('MarkActivitiesPaidResult');

export const SummaryReminderResultSchema = z
  .object({
    sent_to: z.string().openapi({ description: "The teacher's e-mail." }),
    number_of_activities: z.number().int(),
  })
  .openapi('SummaryReminderResult');
