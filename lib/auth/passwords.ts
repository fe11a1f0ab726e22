import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor is N=2^17,r=8; 2^15 keeps a login near 100 ms on a small Lambda.
// The parameters travel inside each hash, so they can be raised without breaking old hashes.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? 8) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

// Verifying against this when the account does not exist keeps both answers equally slow.
const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** Constant-time check of a password against a stored hash; an absent hash still costs a full derivation. */
export const verifyPassword = async (password: string, stored: string | undefined): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected) && stored !== undefined;
};

/** A random password for seeded accounts: 18 bytes, URL-safe. */
export const randomPassword = (): string => randomBytes(18).toString('base64url');
