import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 4.1/4.2: 43 to 128 unreserved characters, for both the verifier and an S256 challenge. */
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

export const isPkceValue = (value: string): boolean => PKCE_VALUE.test(value);

/** BASE64URL(SHA256(verifier)), the S256 challenge of a verifier. */
export const s256Challenge = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** True when `verifier` is well formed and hashes to `challenge` (compared in constant time). Pure. */
export const verifyPkce = (challenge: string, verifier: string | undefined): boolean => {
  if (verifier === undefined || !isPkceValue(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256Challenge(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
