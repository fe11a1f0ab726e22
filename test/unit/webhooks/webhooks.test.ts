import { describe, expect, it } from 'vitest';
import { signingSecrets, type Webhook } from '../../../lib/webhooks/webhooks.js';

describe('signingSecrets', () => {
  it('carries both signatures while a rotated secret is still valid, only the new one after', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const webhook = {
      secret: 'whsec_new',
      previous_secret: 'whsec_old',
      previous_secret_expires_at: '2026-01-02T00:00:00Z',
    } as Webhook;
    expect(signingSecrets(webhook, now)).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(webhook, Date.parse('2026-01-02T00:00:01Z'))).toEqual(['whsec_new']);
  });
});
