import { describe, expect, it } from 'vitest';
import { isPkceValue, s256Challenge, verifyPkce } from '../../../lib/oauth/pkce.js';

describe('PKCE S256', () => {
  // RFC 7636 appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('computes the RFC 7636 example challenge', () => {
    expect(s256Challenge(verifier)).toBe(challenge);
  });

  it('accepts the matching verifier and refuses others', () => {
    expect(verifyPkce(challenge, verifier)).toBe(true);
    expect(verifyPkce(challenge, `${verifier.slice(0, -1)}F`)).toBe(false);
    expect(verifyPkce(challenge, undefined)).toBe(false);
  });

  it('refuses verifiers outside 43..128 unreserved characters', () => {
    expect(isPkceValue('a'.repeat(42))).toBe(false);
    expect(isPkceValue('a'.repeat(43))).toBe(true);
    expect(isPkceValue('a'.repeat(128))).toBe(true);
    expect(isPkceValue('a'.repeat(129))).toBe(false);
    expect(isPkceValue(`${'a'.repeat(42)}/`)).toBe(false);
    expect(verifyPkce(s256Challenge('short'), 'short')).toBe(false);
  });
});
