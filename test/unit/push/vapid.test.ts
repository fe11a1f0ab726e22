import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';

// The stored pair as the table would hold it, sealed as itself (sealing is tested on its own).
const stored: { value?: Record<string, unknown> } = {};
vi.mock('../../../lib/db/made-once.js', () => ({
  madeOnce: async (_key: unknown, make: () => Promise<Record<string, unknown>>) => {
    stored.value ??= await make();
    return stored.value;
  },
}));
vi.mock('../../../lib/push/sealing.js', () => ({
  seal: async (plaintext: string) => plaintext,
  open: async (sealed: string) => sealed,
}));

const { p256PrivateKey, vapidKeyPair } = await import('../../../lib/push/vapid.js');

/** A P-256 key pair whose private key Node gives back short (a leading zero byte dropped): about 1 in 200. */
const shortKeyPair = () => {
  for (;;) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    if (ecdh.getPrivateKey().length < 32) return ecdh;
  }
};

const sign = (publicKey: string, privateKey: string) =>
  webpush.getVapidHeaders('https://push.example.com', 'mailto:ops@example.com', publicKey, privateKey, 'aes128gcm');

describe('VAPID keys', () => {
  it('pads a private key Node gave back short to the 32 bytes web-push signs with: the same key', () => {
    const ecdh = shortKeyPair();
    const publicKey = ecdh.getPublicKey().toString('base64url');
    expect(() => sign(publicKey, ecdh.getPrivateKey().toString('base64url'))).toThrow(/32 bytes/);
    const padded = p256PrivateKey(ecdh.getPrivateKey());
    expect(padded).toHaveLength(32);
    expect(padded[0]).toBe(0);
    // The padded key is the same key: it derives the same public key.
    const again = createECDH('prime256v1');
    again.setPrivateKey(padded);
    expect(again.getPublicKey().toString('base64url')).toBe(publicKey);
    expect(sign(publicKey, padded.toString('base64url')).Authorization).toMatch(/^vapid t=/);
    const full = Buffer.alloc(32, 7);
    expect(p256PrivateKey(full)).toBe(full);
  });

  it("signs with a site's pair stored before the padding, whose private key is short", async () => {
    const ecdh = shortKeyPair();
    stored.value = {
      public_key: ecdh.getPublicKey().toString('base64url'),
      private_key_sealed: ecdh.getPrivateKey().toString('base64url'),
      created_at: '2026-01-01T00:00:00Z',
    };
    const pair = await vapidKeyPair('s'.repeat(24));
    expect(Buffer.from(pair.privateKey, 'base64url')).toHaveLength(32);
    expect(sign(pair.publicKey, pair.privateKey).Authorization).toMatch(/^vapid t=/);
  });

  it('makes new pairs whose private key is always 32 bytes', async () => {
    for (let i = 0; i < 1000; i += 1) {
      stored.value = undefined;
      const pair = await vapidKeyPair('s'.repeat(24));
      expect(Buffer.from(pair.privateKey, 'base64url')).toHaveLength(32);
    }
  });
});
