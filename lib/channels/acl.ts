import * as z from 'zod/mini';

/** Who may perform an operation on a channel's entries; besides these, `group:<slug>`: the customers of one group. */
export const ACL_LEVELS = ['public', 'customers', 'owner', 'none'] as const;
export type AclLevel = (typeof ACL_LEVELS)[number] | `group:${string}`;

const GROUP_PREFIX = 'group:';

/** An ACL level as written and shown: one of ACL_LEVELS, or `group:<slug>` of a customer group. */
export const aclLevelSchema = z
  .union([
    z.enum(ACL_LEVELS),
    z.templateLiteral([GROUP_PREFIX, z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(100))]),
  ])
  .check(
    z.meta({ description: 'public, customers, owner, none, or group:<slug> (the customers of that customer group)' }),
  );

/** The group slug a `group:<slug>` level names, else undefined. */
export const aclGroup = (level: AclLevel): string | undefined =>
  level.startsWith(GROUP_PREFIX) ? level.slice(GROUP_PREFIX.length) : undefined;

export const ACL_OPERATIONS = ['create', 'read', 'update', 'delete'] as const;
export type AclOperation = (typeof ACL_OPERATIONS)[number];

/** A channel's `acl` object: one level per operation. */
export type Acl = Readonly<Record<AclOperation, AclLevel>>;

/** The caller as ACLs see it. */
export interface AclSubject {
  /** A master token that did not ask for `use_acl=true`: ACLs do not apply. */
  readonly bypass: boolean;
  /** The customer the request acts as (customer token or session); absent for an anonymous caller. */
  readonly customerId?: string;
  /** The slugs of that customer's groups, read only when an ACL names a group (undefined: not read). */
  readonly groups?: readonly string[];
}

/** Whether deciding `operation` needs the customer's groups, not read yet. */
export const aclNeedsGroups = (acl: Acl, operation: AclOperation, subject: AclSubject): boolean =>
  !subject.bypass &&
  subject.customerId !== undefined &&
  subject.groups === undefined &&
  aclGroup(acl[operation]) !== undefined;

/**
 * The ACL subject of a request. Master tokens bypass ACLs unless they pass `use_acl=true`, which
 * gives them the view of the customer the request acts as — an anonymous caller when it carries
 * no session. Every other token is always ACL-filtered.
 */
export const aclSubject = (input: { master: boolean; useAcl: boolean; customerId?: string }): AclSubject => ({
  bypass: input.master && !input.useAcl,
  customerId: input.customerId,
});

/**
 * Whether `subject` may perform `operation` under `acl`:
 * - `public`: anyone;
 * - `customers`: a caller acting as a customer;
 * - `owner`: the customer who created the entry (`ownerId`); for `create`, any customer, who
 *   then becomes the owner of the new entry;
 * - `group:<slug>`: a caller acting as a customer of that group (its groups must have been read);
 * - `none`: nobody (except a bypassing master token).
 */
export const aclAllows = (acl: Acl, operation: AclOperation, subject: AclSubject, ownerId?: string | null): boolean => {
  if (subject.bypass) return true;
  const level = acl[operation];
  const group = aclGroup(level);
  if (group !== undefined) return subject.customerId !== undefined && (subject.groups ?? []).includes(group);
  switch (level) {
    case 'public':
      return true;
    case 'customers':
      return subject.customerId !== undefined;
    case 'owner':
      return subject.customerId !== undefined && (operation === 'create' || ownerId === subject.customerId);
    case 'none':
      return false;
    default:
      return false;
  }
};

/**
 * Whether a list can contain anything the subject may read: false lets a list answer `[]` without
 * reading entries (for `none`, or `customers`/`owner` without a customer).
 */
export const aclMayReadAny = (acl: Acl, subject: AclSubject): boolean =>
  aclAllows(acl, 'read', subject, subject.customerId);
