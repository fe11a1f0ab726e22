import { describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { newWebhookSecret, signatureHeader } from '../../../lib/webhooks/signature.js';

describe('signatures', () => {
  it('signs as Standard Webhooks: the standardwebhooks package verifies it', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const seconds = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'ping', timestamp: '2026-01-01T00:00:00Z', data: {} });
    const headers = {
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(seconds),
      'webhook-signature': signatureHeader([secret], 'evt_1', seconds, body),
    };
    expect(new Verifier(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toBe(new Verifier(secret).sign('evt_1', new Date(seconds * 1000), body));
    expect(() => new Verifier(secret).verify(`${body} `, headers)).toThrow();
  });

  it('puts one signature per secret in the header, separated by a space', () => {
    expect(signatureHeader([newWebhookSecret(), newWebhookSecret()], 'id', 1, 'b').split(' ')).toHaveLength(2);
  });
});
