import { z } from '@hono/zod-openapi';
import {
  ADDITIONAL_HOURS_MIN_MESSAGE,
  COMMENT_FOR_INVOICE_MAX_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_SOLD_REQUIRED_MESSAGE,
  DESCRIPTION_MAX_MESSAGE,
  DISCOUNT_RANGE_MESSAGE,
  EXTRA_PRICE_MIN_MESSAGE,
  INVOICE_RECEIVER_REQUIRED_MESSAGE,
  NUMBER_OF_PAYMENTS_MESSAGE,
  ORDER_CONFIRMATION_PURPOSES,
  PACKAGE_TYPE_REQUIRED_MESSAGE,
  STUDENTS_REQUIRED_MESSAGE,
} from '@portal/domain';
import { DateString, DateTimeString, Decimal, Id, MAX_ID, PersonRef, paginated } from './common';

export const OrderConfirmationSchema = z
  .object({
    id: Id,
    order_confirmation_purpose: z.enum(ORDER_CONFIRMATION_PURPOSES),
    order_confirmation_sent_date: DateTimeString.nullable().openapi({
      description: 'When it was mailed to the invoice receiver; null while unsent.',
    }),
    created_at: DateTimeString,
  })
  .openapi('OrderConfirmation');

const officeOnly = <T extends z.ZodType>(schema: T, description: string) =>
  schema.optional().openapi({ description: `${description} Staff only (absent for customers).` });

/** A sold package (seed 001 §3): the customer fields, the office's fields for staff. */
export const PackageSchema = z
  .object({
    id: Id,
    name: z.string().openapi({ description: "The package type's name." }),
    hours_in_package: Decimal.openapi({ description: 'Type hours plus additional hours.' }),
    remaining_hours: Decimal.openapi({ description: 'Hours left; below 0 when overdrawn.' }),
    is_expired: z.boolean(),
    date_sold: DateString,
    expiration_date: DateString,
    sold_for_price: Decimal.openapi({
      description: 'kr: price × (1 − discount/100) + extra price, rounded to øre once.',
    }),
    students: z.array(PersonRef),
    invoice_receiver_name: z.string(),
    description: z.string(),
    hours_used_last_8_weeks: Decimal.openapi({
      description: 'Hours drawn by lessons that started in the last 8 weeks (the recent pace).',
    }),
    expected_run_out_date: DateString.nullable().openapi({
      description:
        'When the hours run out at the recent pace (@portal/domain forecastRunOut); null when used up or no lesson in the last 8 weeks.',
    }),
    invoice_receiver: officeOnly(Id, 'Invoice receiver id.'),
    invoice_sent_date: officeOnly(DateString.nullable(), 'When the invoice was sent.'),
    discount_percentage: officeOnly(Decimal, 'Discount in percent.'),
    extra_price: officeOnly(Decimal, 'kr added after the discount.'),
    additional_hours_added: officeOnly(Decimal, 'Hours added to the type hours.'),
    number_of_payments: officeOnly(z.number().int(), 'Payments the price is split into.'),
    comment_for_invoice: officeOnly(z.string(), 'Comment on the invoice.'),
    package_type: officeOnly(Id, 'Package type id.'),
    package_type_price: officeOnly(Decimal, "kr: the type's price when sold."),
    order_confirmations: officeOnly(
      z.array(OrderConfirmationSchema),
      'Order confirmations, oldest first.',
    ),
  })
  .openapi('Package');

export const PackageListSchema = paginated(PackageSchema, 'PackageList');

/** A package as the service builds it: every field; the policy removes customers' hidden ones. */
export type Package = Required<z.infer<typeof PackageSchema>>;

/** A package type with its newest price (seed 001 §3). */
export const PackageTypeSchema = z
  .object({
    id: Id,
    name: z.string(),
    hours_in_package: Decimal,
    latest_price: z.union([z.object({ price: Decimal }), z.null()]),
  })
  .openapi('PackageType');

/** A number field of the package forms: a number, or blank ('' or null) for its default. */
const blankable = (schema: z.ZodNumber) => z.union([schema, z.literal(''), z.null()]).optional();
const MAX_KR = 10_000_000;
const MAX_HOURS = 10_000;

// Types and caps; the rules and messages are @portal/domain's package schemas, run by the service.
export const PackageCreateSchema = z
  .strictObject({
    date_sold: z
      .string({ error: DATE_SOLD_REQUIRED_MESSAGE })
      .max(10, DATE_INVALID_MESSAGE)
      .openapi({ format: 'date', example: '2026-11-25' }),
    package_type: Id.openapi({ description: 'Package type id.' }).or(
      z.literal('').openapi({ description: PACKAGE_TYPE_REQUIRED_MESSAGE }),
    ),
    students: z
      .array(z.number({ error: STUDENTS_REQUIRED_MESSAGE }).int().positive().max(MAX_ID), {
        error: STUDENTS_REQUIRED_MESSAGE,
      })
      .max(50),
    invoice_receiver: Id.or(
      z.literal('').openapi({ description: INVOICE_RECEIVER_REQUIRED_MESSAGE }),
    ),
    discount_percentage: blankable(
      z
        .number({ error: DISCOUNT_RANGE_MESSAGE })
        .min(0, DISCOUNT_RANGE_MESSAGE)
        .max(100, DISCOUNT_RANGE_MESSAGE),
    ),
    extra_price: blankable(
      z.number({ error: EXTRA_PRICE_MIN_MESSAGE }).min(0, EXTRA_PRICE_MIN_MESSAGE).max(MAX_KR),
    ),
    additional_hours_added: blankable(
      z
        .number({ error: ADDITIONAL_HOURS_MIN_MESSAGE })
        .min(0, ADDITIONAL_HOURS_MIN_MESSAGE)
        .max(MAX_HOURS),
    ),
    number_of_payments: blankable(
      z
        .number({ error: NUMBER_OF_PAYMENTS_MESSAGE })
        .int(NUMBER_OF_PAYMENTS_MESSAGE)
        .min(1, NUMBER_OF_PAYMENTS_MESSAGE)
        .max(120, NUMBER_OF_PAYMENTS_MESSAGE),
    ),
  })
  .openapi('PackageCreate', {
    description:
      'Blank numbers take their defaults: discount 0, extra price 0, extra hours 0, payments 1.',
  });
export type PackageCreate = z.infer<typeof PackageCreateSchema>;

export const PackagePatchSchema = z
  .strictObject({
    description: z.string().max(255, DESCRIPTION_MAX_MESSAGE).nullable().optional(),
    comment_for_invoice: z.string().max(255, COMMENT_FOR_INVOICE_MAX_MESSAGE).nullable().optional(),
    additional_hours_added: blankable(
      z
        .number({ error: ADDITIONAL_HOURS_MIN_MESSAGE })
        .min(0, ADDITIONAL_HOURS_MIN_MESSAGE)
        .max(MAX_HOURS),
    ),
    extra_price: blankable(
      z.number({ error: EXTRA_PRICE_MIN_MESSAGE }).min(0, EXTRA_PRICE_MIN_MESSAGE).max(MAX_KR),
    ),
    discount_percentage: blankable(
      z
        .number({ error: DISCOUNT_RANGE_MESSAGE })
        .min(0, DISCOUNT_RANGE_MESSAGE)
        .max(100, DISCOUNT_RANGE_MESSAGE),
    ),
    add_students: z
      .array(z.number().int().positive().max(MAX_ID))
      .max(50)
      .optional()
      .openapi({ description: 'Students to add. A package’s students are never removed.' }),
    reactivate_package: z.boolean().optional().openapi({
      description: 'An expired package gets a new expiration date 12 months from today.',
    }),
  })
  .openapi('PackagePatch');
export type PackagePatch = z.infer<typeof PackagePatchSchema>;

export const EmailPreviewSchema = z.object({ email_html: z.string() }).openapi('EmailPreview');
