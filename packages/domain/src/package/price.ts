import { roundKr } from '../format/money';

/** Clamps a discount percentage to 0..100 (the forms validate it; a live preview must not break). */
export function clampDiscount(discountPercent: number): number {
  if (Number.isNaN(discountPercent)) return 0;
  return Math.min(100, Math.max(0, discountPercent));
}

/**
 * Price of a sold package (seed 001 §9): price x (1 - discount / 100) + extra price. The discount
 * applies only to the package type's price, never to the extra price. Rounded to øre. Decimal strings
 * from the API are accepted; blanks count as 0 like the new-package form's defaults.
 */
export function packagePrice(
  price: number | string,
  discountPercent: number | string = 0,
  extraPrice: number | string = 0,
): number {
  const discount = clampDiscount(Number(discountPercent || 0));
  return roundKr(Number(price || 0) * (1 - discount / 100) + Number(extraPrice || 0));
}

/** Hours in a sold package: the package type's hours plus additional hours. */
export function hoursInPackage(
  typeHours: number | string,
  additionalHours: number | string = 0,
): number {
  return Number(typeHours || 0) + Number(additionalHours || 0);
}

/** Price of each payment: total / number of payments (at least 1), rounded to øre. */
export function pricePerPayment(total: number, numberOfPayments: number): number {
  return roundKr(total / Math.max(1, numberOfPayments));
}
