/** Who may perform an operation on a channel's entries. */
export const ACL_LEVELS = ['public', 'customers', 'owner', 'none'] as const;
export type AclLevel = (typeof ACL_LEVELS)[number];

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
}

/**
 * The ACL subject of a request. Master tokens bypass ACLs unless they pass `use_acl=true`, which
 * gives them the view of the customer the request acts as — an anonymous caller when it carries
 * no session. Every other token is always ACL-filtered.
 */
export const aclSubject = (input: { master: boolean; useAcl: boolean; customerId?: string }): AclSubject =>
  ({ bypass: input.master && !input.useAcl, customerId: input.customerId });

/**
 * Whether `subject` may perform `operation` under `acl`:
 * - `public`: anyone;
 * - `customers`: a caller acting as a customer;
 * - `owner`: the customer who created the entry (`ownerId`); for `create`, any customer, who
 *   then becomes the owner of the new entry;
 * - `none`: nobody (except a bypassing master token).
 */
export const aclAllows = (acl: Acl, operation: AclOperation, subject: AclSubject, ownerId?: string | null): boolean => {
  if (subject.bypass) return true;
  const level = acl[operation];
  switch (level) {
    case 'public': return true;
    case 'customers': return subject.customerId !== undefined;
    case 'owner': return subject.customerId !== undefined && (operation === 'create' || ownerId === subject.customerId);
    case 'none': return false;
    default: return false;
  }
};

/**
 * Whether a list can contain anything the subject may read: false lets a list answer `[]` without
 * reading entries (for `none`, or `customers`/`owner` without a customer).
 */
export const aclMayReadAny = (acl: Acl, subject: AclSubject): boolean =>
  aclAllows(acl, 'read', subject, subject.customerId);
