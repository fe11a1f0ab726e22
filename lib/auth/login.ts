import { ApiError } from '../http/errors.js';
import { allUserMemberships } from '../sites/sites.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { roleScopes, SCOPES, type Scope } from './scopes.js';
import { issueToken, tokenSites } from './tokens.js';
import { getUserCredentials, normalizeEmail, userIdForEmail, type User } from './users.js';

/** Login tokens live two weeks unless the caller asks for less (or more, up to a year). */
export const LOGIN_TOKEN_DEFAULT_TTL = 14 * 24 * 3600;

/**
 * Checks an email and password with brute-force protection. Unknown email and wrong password
 * fail identically and take the same time.
 */
export const verifyCredentials = async (email: string, password: string, address: string): Promise<User> => {
  const normalized = normalizeEmail(email);
  await assertLoginAllowed(normalized, address);
  const userId = await userIdForEmail(normalized);
  const user = userId ? await getUserCredentials(userId) : undefined;
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    await recordLoginFailure(normalized, address);
    throw new ApiError(401, 'invalid_credentials', 'The email or password is incorrect');
  }
  await clearLoginFailures(normalized);
  const { passwordHash: _hash, ...rest } = user;
  return rest;
};

/** The scopes a user's roles allow anywhere: an owner of any site gets the whole catalogue. */
export const scopesForRoles = (roles: readonly string[]): Scope[] => {
  const allowed = new Set<Scope>();
  for (const role of roles.length ? roles : ['member'])
    for (const scope of roleScopes(role as 'owner' | 'member')) allowed.add(scope);
  return SCOPES.filter((scope) => allowed.has(scope));
};

/** Signs a user in and issues a user-scoped master token carrying every scope their roles allow. */
export const login = async (input: {
  email: string;
  password: string;
  address: string;
  description?: string;
  expiresIn?: number;
}) => {
  const user = await verifyCredentials(input.email, input.password, input.address);
  const memberships = await allUserMemberships(user.id);
  const scopes = scopesForRoles(memberships.map((m) => m.role));
  const { record, secret } = await issueToken({
    kind: 'user',
    userId: user.id,
    scopes,
    master: true,
    note: input.description,
    expiresIn: input.expiresIn ?? LOGIN_TOKEN_DEFAULT_TTL,
    sites: tokenSites(memberships),
  });
  return { user, record, secret };
};
