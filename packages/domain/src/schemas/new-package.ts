// 'Ny Pakke på Elev' (seed 001 section 5). The body of POST package/package/ carries every rule;
// blank numbers ('', null or left out) take their defaults: discount 0, extra price 0, extra hours
// 0, payments 1. The form pipes its inputs (text, NaN from an empty number input) into the same
// fields, so its output always has numbers.
import { z } from 'zod';
import { bodyId, bodyIdList, defaultedNumberInput, idFrom, idListFrom, isoDate } from './fields';
import {
  DATE_INVALID_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  STUDENTS_REQUIRED_MESSAGE,
} from './messages';

export const DATE_SOLD_REQUIRED_MESSAGE = 'Salgsdato er påkrevd';
export const PACKAGE_TYPE_REQUIRED_MESSAGE = 'Velg en pakketype';
export const INVOICE_RECEIVER_REQUIRED_MESSAGE = 'Velg en fakturamottaker';
export const DISCOUNT_RANGE_MESSAGE = 'Rabatt må være mellom 0 og 100';
export const EXTRA_PRICE_MIN_MESSAGE = 'Ekstrapris kan ikke være negativ';
export const ADDITIONAL_HOURS_MIN_MESSAGE = 'Ekstra timer kan ikke være negative';
export const NUMBER_OF_PAYMENTS_MESSAGE = 'Antall betalinger må være et helt tall, minst 1';
/** Caps far past any real package, so a typo is a field error rather than a database error. */
export const MAX_EXTRA_PRICE = 10_000_000;
export const MAX_ADDITIONAL_HOURS = 10_000;
export const MAX_NUMBER_OF_PAYMENTS = 120;
export const EXTRA_PRICE_MAX_MESSAGE = 'Ekstrapris kan ikke være over 10 000 000 kr';
export const ADDITIONAL_HOURS_MAX_MESSAGE = 'Ekstra timer kan ikke være over 10 000';

/** Blank defaults of the package numbers (seed 001). */
export const PACKAGE_BLANK_DEFAULTS = {
  discount_percentage: 0,
  extra_price: 0,
  additional_hours_added: 0,
  number_of_payments: 1,
} as const;

/** The rules of the package numbers, as JSON numbers. */
export const packageNumbers = {
  discount_percentage: z
    .number({ error: DISCOUNT_RANGE_MESSAGE })
    .min(0, DISCOUNT_RANGE_MESSAGE)
    .max(100, DISCOUNT_RANGE_MESSAGE)
    .describe('Discount in percent.'),
  extra_price: z
    .number({ error: EXTRA_PRICE_MIN_MESSAGE })
    .min(0, EXTRA_PRICE_MIN_MESSAGE)
    .max(MAX_EXTRA_PRICE, EXTRA_PRICE_MAX_MESSAGE)
    .describe('kr added after the discount.'),
  additional_hours_added: z
    .number({ error: ADDITIONAL_HOURS_MIN_MESSAGE })
    .min(0, ADDITIONAL_HOURS_MIN_MESSAGE)
    .max(MAX_ADDITIONAL_HOURS, ADDITIONAL_HOURS_MAX_MESSAGE)
    .describe('Hours added to the type hours.'),
  number_of_payments: z
    .number({ error: NUMBER_OF_PAYMENTS_MESSAGE })
    .int(NUMBER_OF_PAYMENTS_MESSAGE)
    .min(1, NUMBER_OF_PAYMENTS_MESSAGE)
    .max(MAX_NUMBER_OF_PAYMENTS, NUMBER_OF_PAYMENTS_MESSAGE)
    .describe('Payments the price is split into.'),
};
type PackageNumber = keyof typeof packageNumbers;

const blankable = (field: PackageNumber) =>
  z.union([packageNumbers[field], z.literal(''), z.null()]).optional();

/** A package number in a body: a number, or blank ('', null or left out) for its default. */
export function blankableNumber(field: PackageNumber) {
  const blank = PACKAGE_BLANK_DEFAULTS[field];
  return blankable(field).transform((value): number =>
    value === '' || value === null || value === undefined ? blank : value,
  );
}

/** As blankableNumber, but a left-out key stays out (a PATCH leaves what it does not send). */
export function blankableNumberPatch(field: PackageNumber) {
  const blank = PACKAGE_BLANK_DEFAULTS[field];
  return z
    .union([packageNumbers[field], z.literal(''), z.null()])
    .transform((value): number => (value === '' || value === null ? blank : value))
    .optional();
}

/** A package number as a form holds it (text, NaN, blank for the default) piped into its rule. */
export function packageNumberInput(field: PackageNumber) {
  const message =
    field === 'discount_percentage'
      ? DISCOUNT_RANGE_MESSAGE
      : field === 'number_of_payments'
        ? NUMBER_OF_PAYMENTS_MESSAGE
        : NUMBER_INVALID_MESSAGE;
  return defaultedNumberInput(PACKAGE_BLANK_DEFAULTS[field], message).pipe(packageNumbers[field]);
}

const fields = {
  date_sold: isoDate(DATE_SOLD_REQUIRED_MESSAGE, DATE_INVALID_MESSAGE),
  package_type: bodyId(PACKAGE_TYPE_REQUIRED_MESSAGE).describe('Package type id.'),
  students: bodyIdList(STUDENTS_REQUIRED_MESSAGE),
  invoice_receiver: bodyId(INVOICE_RECEIVER_REQUIRED_MESSAGE).describe('Invoice receiver id.'),
};

/** Body of POST package/package/. */
export const packageCreateBodySchema = z.strictObject({
  ...fields,
  discount_percentage: blankableNumber('discount_percentage'),
  extra_price: blankableNumber('extra_price'),
  additional_hours_added: blankableNumber('additional_hours_added'),
  number_of_payments: blankableNumber('number_of_payments'),
});
export type PackageCreateBody = z.output<typeof packageCreateBodySchema>;

/** The 'Ny Pakke på Elev' form. */
export const newPackageSchema = z.object({
  date_sold: fields.date_sold,
  package_type: idFrom(fields.package_type, PACKAGE_TYPE_REQUIRED_MESSAGE),
  students: idListFrom(fields.students, STUDENTS_REQUIRED_MESSAGE),
  invoice_receiver: idFrom(fields.invoice_receiver, INVOICE_RECEIVER_REQUIRED_MESSAGE),
  discount_percentage: packageNumberInput('discount_percentage'),
  extra_price: packageNumberInput('extra_price'),
  additional_hours_added: packageNumberInput('additional_hours_added'),
  number_of_payments: packageNumberInput('number_of_payments'),
});

export type NewPackageFormInput = z.input<typeof newPackageSchema>;
export type NewPackageForm = z.output<typeof newPackageSchema>;
