import { describe, expect, it } from 'vitest';
import {
  canDeleteOrderConfirmation,
  isOrderConfirmationSent,
  orderConfirmationPurpose,
} from './orderConfirmation';

describe('order confirmations', () => {
  it('names the purpose after the action', () => {
    expect(orderConfirmationPurpose('create')).toBe('NEW_PACKAGE');
    expect(orderConfirmationPurpose('edit')).toBe('EDITED_PACKAGE');
  });

  it('is sent when it has a sent date, and only unsent ones can be deleted', () => {
    expect(isOrderConfirmationSent({ order_confirmation_sent_date: '2026-11-01' })).toBe(true);
    expect(isOrderConfirmationSent({ order_confirmation_sent_date: null })).toBe(false);
    expect(isOrderConfirmationSent({})).toBe(false);
    expect(canDeleteOrderConfirmation({ order_confirmation_sent_date: null })).toBe(true);
    expect(canDeleteOrderConfirmation({ order_confirmation_sent_date: '2026-11-01' })).toBe(false);
  });
});
