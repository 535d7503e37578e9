import { z } from '@hono/zod-openapi';
import { Decimal } from './common';

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
