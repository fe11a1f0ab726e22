import { describe, expect, it } from 'vitest';
import { hint, testPaymentsAllowed } from '../../../lib/payments/provider-rules.js';

describe('provider rules', () => {
  it('shows the last 4 characters of a long secret only', () => {
    expect(hint('sk_test_abcdefgh1234')).toBe('…1234');
    expect(hint('short')).toBe('…');
  });
  it('allows the test provider locally and on a stage that says so', () => {
    expect(testPaymentsAllowed({})).toBe(true);
    expect(testPaymentsAllowed({ STAGE: 'prod' })).toBe(false);
    expect(testPaymentsAllowed({ STAGE: 'dev', ALLOW_TEST_PAYMENTS: 'true' })).toBe(true);
  });
});
