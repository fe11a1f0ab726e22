import { createECDH } from 'node:crypto';
import { timestamp } from '../db/keys.js';
import { madeOnce } from '../db/made-once.js';
import { vapidKey } from './keys.js';
import { open, seal } from './sealing.js';

/**
 * Each site's VAPID key pair (RFC 8292), made the first time it is needed (the public key asked
 * for, or a first Web Push send): a P-256 key pair whose public key browsers subscribe with and
 * whose private key signs every push's JWT. The public key is stored plain, the private key sealed.
 */
interface StoredVapid {
  readonly public_key: string;
  readonly private_key_sealed: string;
  readonly created_at: string;
}

const context = (siteId: string) => `${siteId}:vapid`;

/**
 * A P-256 private key as the 32 bytes web-push requires: Node's ECDH drops leading zero bytes, so
 * about one key in 200 comes out 31 bytes long, and web-push refuses to sign with it (every web
 * push of that site failed). Left-padded with zeros, the number is the same key.
 */
export const p256PrivateKey = (key: Buffer): Buffer =>
  key.length >= 32 ? key : Buffer.concat([Buffer.alloc(32 - key.length), key]);

// One GetItem; the first use also makes the pair and stores it with a conditional PutItem (a lost race reads the winner's).
const loadOrCreate = (siteId: string): Promise<StoredVapid> =>
  madeOnce(vapidKey(siteId), async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      public_key: ecdh.getPublicKey().toString('base64url'),
      private_key_sealed: await seal(p256PrivateKey(ecdh.getPrivateKey()).toString('base64url'), context(siteId)),
      created_at: timestamp(),
    };
  });

/** The site's VAPID public key: base64url of the uncompressed P-256 point (65 bytes), what `applicationServerKey` takes. */
export const vapidPublicKey = async (siteId: string): Promise<string> => (await loadOrCreate(siteId)).public_key;

/** The site's key pair, both base64url (as `web-push` takes them), for signing. */
export const vapidKeyPair = async (siteId: string): Promise<{ publicKey: string; privateKey: string }> => {
  const stored = await loadOrCreate(siteId);
  // Pairs stored before the padding was added may hold a short key: padded here as well.
  const privateKey = Buffer.from(await open(stored.private_key_sealed, context(siteId)), 'base64url');
  return { publicKey: stored.public_key, privateKey: p256PrivateKey(privateKey).toString('base64url') };
};

/** The stored public key, without making one: undefined until first needed. */
export const storedVapidPublicKey = (item: Record<string, unknown> | undefined): string | null =>
  (item?.public_key as string | undefined) ?? null;
