import { SignJWT } from 'jose';
import { identityClaims } from './claims.js';
import { SIGNING_ALG, signingKeys } from './signing-keys.js';
import type { SubjectProfile } from './subject.js';

export interface IdTokenInput {
  readonly issuer: string;
  readonly clientId: string;
  readonly profile: SubjectProfile;
  readonly scopes: readonly string[];
  /** Epoch seconds of the sign-in that started the grant. */
  readonly authTime: number;
  readonly nonce?: string;
  readonly expiresIn: number;
}

/** An RS256 ID token (OpenID Connect Core 2) signed with the stage's current key, `kid` in the header. */
export const signIdToken = async (input: IdTokenInput): Promise<string> => {
  const { current } = await signingKeys();
  return new SignJWT({
    ...identityClaims(input.profile, input.scopes),
    auth_time: input.authTime,
    ...(input.nonce !== undefined && { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: current.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.clientId)
    .setSubject(input.profile.sub)
    .setIssuedAt()
    .setExpirationTime(`${input.expiresIn}s`)
    .sign(current.key);
};
