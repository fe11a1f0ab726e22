import { scopesForRoles, verifyCredentials } from '../auth/login.js';
import type { Scope } from '../auth/scopes.js';
import { prepareToken, tokenSites, type PreparedToken } from '../auth/tokens.js';
import { getUser } from '../auth/users.js';
import { authenticateCustomer, getCustomer } from '../customers/customer-auth.js';
import { allUserMemberships } from '../sites/sites.js';
import { CUSTOMER_SCOPES, grantableScopes } from './scope-rules.js';

/** Who an OAuth grant speaks for: a back-office user, or a customer of one site (`site=`). */
export type Subject =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'customer'; readonly siteId: string; readonly customerId: string };

/** The identity claims source of a subject (OpenID Connect Core 5.1). */
export interface SubjectProfile {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
  readonly given_name?: string;
  readonly family_name?: string;
  readonly site_id?: string;
}

/** Access tokens from /oauth2 live an hour; refresh tokens renew them. */
export const ACCESS_TOKEN_TTL = 3600;

/**
 * Checks a person's email and password, throttled like /auth/login: as a back-office user, or as a
 * customer when a site is given. Throws the sign-in ApiErrors (401 invalid_credentials, 429).
 */
export const signIn = async (
  siteId: string | undefined,
  email: string,
  password: string,
  address: string,
): Promise<{ subject: Subject; profile: SubjectProfile }> => {
  if (siteId === undefined) {
    const user = await verifyCredentials(email, password, address);
    return {
      subject: { kind: 'user', userId: user.id },
      profile: { sub: user.id, email: user.email, name: user.name },
    };
  }
  const customer = await authenticateCustomer(siteId, email, password, address);
  return { subject: { kind: 'customer', siteId, customerId: customer.id }, profile: customerProfile(siteId, customer) };
};

const customerProfile = (
  siteId: string,
  customer: { id: string; email: string; name: string; first_name: string; last_name: string },
): SubjectProfile => ({
  sub: customer.id,
  email: customer.email,
  name: customer.name,
  given_name: customer.first_name || undefined,
  family_name: customer.last_name || undefined,
  site_id: siteId,
});

/** The subject's current profile (one GetItem), or undefined when the account is gone. */
export const subjectProfile = async (subject: Subject): Promise<SubjectProfile | undefined> => {
  if (subject.kind === 'user') {
    const user = await getUser(subject.userId);
    return user && { sub: user.id, email: user.email, name: user.name };
  }
  const customer = await getCustomer(subject.siteId, subject.customerId);
  return customer && customerProfile(subject.siteId, customer);
};

/** The scopes a subject may be granted right now: a user's roles allow them, customers get the customer set. */
export const permittedScopes = async (subject: Subject): Promise<Scope[]> => {
  if (subject.kind === 'customer') return [...CUSTOMER_SCOPES];
  const memberships = await allUserMemberships(subject.userId);
  return scopesForRoles(memberships.map((m) => m.role));
};

export interface AccessTokenInput {
  readonly subject: Subject;
  readonly scopes: readonly string[];
  readonly clientId: string;
  readonly clientName: string;
  readonly grantId: string;
}

/**
 * Issues an ordinary API token for a grant (lib/auth/tokens.ts), so scope checks, X-OAuth-Scopes
 * and revocation behave as for any token. Scopes are narrowed again to what the subject may hold
 * now (a user may have lost a role since the grant). Users: one Query for memberships + one PutItem.
 */
/** An access token for a grant, built but not stored (one Query of the user's memberships), for a transaction. */
export const prepareAccessToken = async (input: AccessTokenInput): Promise<PreparedToken> => {
  const common = {
    master: false,
    clientId: input.clientId,
    grantId: input.grantId,
    note: `OAuth: ${input.clientName}`,
    expiresIn: ACCESS_TOKEN_TTL,
  };
  if (input.subject.kind === 'customer') {
    const { siteId, customerId } = input.subject;
    return prepareToken({
      ...common,
      kind: 'customer',
      siteId,
      customerId,
      scopes: grantableScopes(input.scopes as Scope[], CUSTOMER_SCOPES),
      sites: {},
    });
  }
  const memberships = await allUserMemberships(input.subject.userId);
  const scopes = grantableScopes(input.scopes as Scope[], scopesForRoles(memberships.map((m) => m.role)));
  return prepareToken({
    ...common,
    kind: 'user',
    userId: input.subject.userId,
    scopes,
    sites: tokenSites(memberships),
  });
};
