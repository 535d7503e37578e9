// 'Ny Pakke på Elev' form (seed 001 section 5), also the body of POST package/package/. Blank
// numeric fields take their defaults on submit: discount 0, extra price 0, extra hours 0, payments 1.
// So the input accepts '' (or undefined, null, NaN, a missing key) and the output always has numbers.
import { z } from 'zod';
import { defaultedNumberInput, idInput, idList, isoDate } from './fields';
import { DATE_INVALID_MESSAGE, STUDENTS_REQUIRED_MESSAGE } from './messages';

export const DATE_SOLD_REQUIRED_MESSAGE = 'Salgsdato er påkrevd';
export const PACKAGE_TYPE_REQUIRED_MESSAGE = 'Velg en pakketype';
export const INVOICE_RECEIVER_REQUIRED_MESSAGE = 'Velg en fakturamottaker';
export const DISCOUNT_RANGE_MESSAGE = 'Rabatt må være mellom 0 og 100';
export const EXTRA_PRICE_MIN_MESSAGE = 'Ekstrapris kan ikke være negativ';
export const ADDITIONAL_HOURS_MIN_MESSAGE = 'Ekstra timer kan ikke være negative';
export const NUMBER_OF_PAYMENTS_MESSAGE = 'Antall betalinger må være et helt tall, minst 1';

/** Blank defaults of the package numbers (seed 001). */
export const PACKAGE_BLANK_DEFAULTS = {
  discount_percentage: 0,
  extra_price: 0,
  additional_hours_added: 0,
  number_of_payments: 1,
} as const;

/** Discount in percent, 0 to 100; blank is 0. */
export const discountPercentageSchema = defaultedNumberInput(
  PACKAGE_BLANK_DEFAULTS.discount_percentage,
  DISCOUNT_RANGE_MESSAGE,
).pipe(z.number().min(0, DISCOUNT_RANGE_MESSAGE).max(100, DISCOUNT_RANGE_MESSAGE));

/** Extra price in kr, at least 0; blank is 0. */
export const extraPriceSchema = defaultedNumberInput(PACKAGE_BLANK_DEFAULTS.extra_price).pipe(
  z.number().min(0, EXTRA_PRICE_MIN_MESSAGE),
);

/** Additional hours, at least 0; blank is 0. */
export const additionalHoursSchema = defaultedNumberInput(
  PACKAGE_BLANK_DEFAULTS.additional_hours_added,
).pipe(z.number().min(0, ADDITIONAL_HOURS_MIN_MESSAGE));

/** Number of payments, a whole number of at least 1; blank is 1. */
export const numberOfPaymentsSchema = defaultedNumberInput(
  PACKAGE_BLANK_DEFAULTS.number_of_payments,
  NUMBER_OF_PAYMENTS_MESSAGE,
).pipe(z.number().int(NUMBER_OF_PAYMENTS_MESSAGE).min(1, NUMBER_OF_PAYMENTS_MESSAGE));

export const newPackageSchema = z.object({
  date_sold: isoDate(DATE_SOLD_REQUIRED_MESSAGE, DATE_INVALID_MESSAGE),
  package_type: idInput(PACKAGE_TYPE_REQUIRED_MESSAGE),
  students: idList(STUDENTS_REQUIRED_MESSAGE),
  invoice_receiver: idInput(INVOICE_RECEIVER_REQUIRED_MESSAGE),
  discount_percentage: discountPercentageSchema,
  extra_price: extraPriceSchema,
  additional_hours_added: additionalHoursSchema,
  number_of_payments: numberOfPaymentsSchema,
});

export type NewPackageFormInput = z.input<typeof newPackageSchema>;
export type NewPackageForm = z.output<typeof newPackageSchema>;
