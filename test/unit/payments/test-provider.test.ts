import { describe, expect, it } from 'vitest';
import { signTestEvent, verifyTestEvent } from '../../../lib/payments/test-provider.js';

const body = JSON.stringify({
  id: 'evt_1',
  type: 'payment.paid',
  payment_id: 'a'.repeat(24),
  order_id: 'b'.repeat(24),
  amount: 12.5,
  currency: 'EUR',
});

describe('the test provider signature', () => {
  it('verifies its own signature over the raw body, within 5 minutes', () => {
    const now = 1_800_000_000;
    expect(verifyTestEvent('secret', body, signTestEvent('secret', body, now), now)).toMatchObject({
      id: 'evt_1',
      status: 'paid',
      amount: 1250,
      currency: 'EUR',
    });
    expect(verifyTestEvent('other', body, signTestEvent('secret', body, now), now)).toBeUndefined();
    expect(verifyTestEvent('secret', `${body} `, signTestEvent('secret', body, now), now)).toBeUndefined();
    expect(verifyTestEvent('secret', body, signTestEvent('secret', body, now - 301), now)).toBeUndefined();
    expect(verifyTestEvent('secret', body, undefined, now)).toBeUndefined();
    expect(verifyTestEvent('secret', body, 't=1,v1=zz', now)).toBeUndefined();
  });
});
