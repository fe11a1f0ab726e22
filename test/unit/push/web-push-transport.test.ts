import { describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { deliverWebPush } from '../../../lib/push/web-push-transport.js';
import { pushSettings } from '../../../lib/push/push-config.js';
import { p256PrivateKey } from '../../../lib/push/vapid.js';

// The address guard at send time: on AWS (private addresses not allowed) a
// subscription's endpoint is refused before any connection when it is http or names a local,
// private or metadata address. No request leaves this process.
const browser = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const vapidPair = createECDH('prime256v1');
vapidPair.generateKeys();
const vapid = {
  subject: 'mailto:ops@example.com',
  publicKey: vapidPair.getPublicKey().toString('base64url'),
  privateKey: p256PrivateKey(vapidPair.getPrivateKey()).toString('base64url'),
};
const onAws = { ...pushSettings(), allowPrivateEndpoints: false };

describe('Web Push delivery on AWS', () => {
  it.each([
    'http://push.example.com/send/1',
    'https://127.0.0.1/send/1',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/x',
    'https://10.0.0.8/x',
    'https://metadata.internal/x',
  ])('refuses %s without connecting', async (endpoint) => {
    const started = Date.now();
    const result = await deliverWebPush(
      { endpoint, keys: browser() },
      '{"title":"x"}',
      vapid,
      { ttlSeconds: 60 },
      onAws,
    );
    expect(result).toEqual({ outcome: 'failed', status: null, reason: 'endpoint_not_allowed', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
