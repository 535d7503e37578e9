/** Why an order confirmation was made: a new package or an edit of one (design domain.md). */
export const ORDER_CONFIRMATION_PURPOSES = ['NEW_PACKAGE', 'EDITED_PACKAGE'] as const;
export type OrderConfirmationPurpose = (typeof ORDER_CONFIRMATION_PURPOSES)[number];

/** Creating a package makes NEW_PACKAGE; editing one makes EDITED_PACKAGE. */
export function orderConfirmationPurpose(action: 'create' | 'edit'): OrderConfirmationPurpose {
  return action === 'create' ? 'NEW_PACKAGE' : 'EDITED_PACKAGE';
}

/** A sent date present means sent (seed 001 §4). */
export function isOrderConfirmationSent(confirmation: {
  order_confirmation_sent_date?: string | null;
}): boolean {
  return Boolean(confirmation.order_confirmation_sent_date);
}

/** Only an unsent order confirmation can be deleted (design domain.md). */
export function canDeleteOrderConfirmation(confirmation: {
  order_confirmation_sent_date?: string | null;
}): boolean {
  return !isOrderConfirmationSent(confirmation);
}
