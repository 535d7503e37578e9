import { z } from '@hono/zod-openapi';
import { ORDER_CONFIRMATION_PURPOSES } from '@portal/domain/package';
import { packageCreateBodySchema, packagePatchBodySchema } from '@portal/domain/schemas';
import { DateString, DateTimeString, Decimal, Id, PersonRef, component, paginated } from './common';

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

// The bodies are @portal/domain's: every rule, cap and Norwegian message is declared there, the
// package forms pipe their inputs into the same fields, and the routes validate with them.
export const PackageCreateSchema = component(packageCreateBodySchema, 'PackageCreate', {
  description:
    'Blank numbers take their defaults: discount 0, extra price 0, extra hours 0, payments 1.',
});

export const PackagePatchSchema = component(packagePatchBodySchema, 'PackagePatch');

export const EmailPreviewSchema = z.object({ email_html: z.string() }).openapi('EmailPreview');
