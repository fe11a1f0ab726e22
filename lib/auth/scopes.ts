/** The scope catalogue, in the contract's order. */
export const SCOPES = [
  'openid',
  'profile',
  'email',
  'full_profile',
  'public',
  'read_user',
  'read_account',
  'read_site',
  'read_channels',
  'read_content',
  'read_coupons',
  'read_customers',
  'read_devices',
  'read_orders',
  'read_products',
  'read_sensitive_channels',
  'read_themes',
  'read_cloudcode',
  'write_site',
  'write_channels',
  'write_content',
  'write_coupons',
  'write_customers',
  'write_devices',
  'write_orders',
  'write_products',
  'write_sensitive_channels',
  'write_themes',
  'write_cloudcode',
  'skip_confirmation',
] as const;

export type Scope = (typeof SCOPES)[number];

const known: ReadonlySet<string> = new Set(SCOPES);

/** True when `name` is a scope of the catalogue. */
export const isScope = (name: string): name is Scope => known.has(name);

/** The scopes that satisfy `required`: itself and, for `read_X`, `write_X` (write implies read). */
export const acceptedScopes = (required: Scope): Scope[] => {
  if (!required.startsWith('read_')) return [required];
  const write = `write_${required.slice(5)}`;
  return isScope(write) ? [required, write] : [required];
};

/** True when `granted` satisfies `required`. */
export const hasScope = (granted: readonly string[], required: Scope): boolean =>
  acceptedScopes(required).some((scope) => granted.includes(scope));

/**
 * Everything `granted` lets a holder do, with the read scopes its write scopes imply.
 * Used to decide whether a caller may hand a scope on to a new token.
 */
export const impliedScopes = (granted: readonly string[]): Set<Scope> => {
  const out = new Set<Scope>();
  for (const scope of granted) {
    if (!isScope(scope)) continue;
    out.add(scope);
    if (scope.startsWith('write_')) {
      const read = `read_${scope.slice(6)}`;
      if (isScope(read)) out.add(read);
    }
  }
  return out;
};

/** Site roles and the scopes each may use on that site. Owners may use the whole catalogue. */
export const ROLES = ['owner', 'member'] as const;
export type Role = (typeof ROLES)[number];

const MEMBER_EXCLUDED: ReadonlySet<Scope> = new Set([
  'write_site',
  'read_sensitive_channels',
  'write_sensitive_channels',
  'write_cloudcode',
]);

/** The scopes a role may exercise on a site. */
export const roleScopes = (role: Role): Scope[] =>
  role === 'owner' ? [...SCOPES] : SCOPES.filter((scope) => !MEMBER_EXCLUDED.has(scope));

/** Header form of a scope list: comma and space separated, as GitHub does. */
export const formatScopes = (scopes: Iterable<string>): string => [...scopes].join(', ');
