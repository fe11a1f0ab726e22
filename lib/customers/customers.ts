import { type Entity, claimOwner, getRecord, getRecordById } from '../db/entity.js';
import { isId, sitePk } from '../db/keys.js';
import { TABLE_NAME } from '../db/client.js';
import { countList } from '../db/count.js';
import { idOrderedPartition, queryList, type ListDeclaration } from '../db/list-query.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { toRecord } from '../db/record.js';
import { conflict } from '../http/errors.js';
import { takenValues, uniqueClaimItems } from '../custom-fields/claims.js';
import { customerKey, emailClaimKey } from './keys.js';
import type { GroupRef } from '../customer-groups/group-refs.js';
import { membershipCopies } from '../customer-groups/memberships.js';
import { groupKeys } from '../customer-groups/keys.js';
import { GSI1 } from '../db/table.js';
import type { CustomerAddress } from './addresses-present.js';

/** A customer account of one site (storefront visitor), as the API shows it. */
export interface Customer {
  readonly id: string;
  readonly site_id: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  /** Full name: first and last name joined. */
  readonly name: string;
  readonly phone: string | null;
  readonly accepts_marketing: boolean;
  /** The groups it belongs to: copies, refreshed off the request path when a group is renamed (absent on customers stored before groups). */
  readonly groups?: readonly GroupRef[];
  /** The address book (at most 20, lib/customers/addresses.ts); absent on customers stored before it. */
  readonly addresses: readonly CustomerAddress[];
  /** The site's customer fields (lib/custom-fields): encrypted ones sealed as stored. */
  readonly custom_fields: Readonly<Record<string, unknown>>;
  /** False until the customer follows its confirmation link (customers stored before confirmation existed count as confirmed). */
  readonly confirmed: boolean;
  readonly created_at: string;
  readonly updated_at: string;
}

/** A customer as stored: with its password hash and a version every write bumps and is conditioned on (absent on customers stored before it). */
export type StoredCustomer = Omit<Customer, 'name' | 'custom_fields'> & {
  readonly password_hash: string;
  readonly version?: number;
} & {
  // Custom field values (absent on customers stored before them) and the hashes of the unique ones claimed.
  readonly custom_fields?: Readonly<Record<string, unknown>>;
  readonly custom_claims?: Readonly<Record<string, string>>;
};

/** A customer as stored (with its password hash) and its email claim; writes are conditioned on `version`. */
export const customers: Entity<StoredCustomer> = {
  name: 'Customer',
  key: customerKey,
  version: 'version',
  claim: {
    value: (customer) => customer.email,
    key: emailClaimKey,
    owner: 'customer_id',
    taken: () => conflict('email_taken', 'A customer with this email already exists on this site'),
  },
  // One membership item per group, holding a copy of the customer (without its password hash, an
  // undefined attribute being dropped when written): a group's members are one Query.
  copies: (siteId, customer) =>
    membershipCopies(siteId, customer).map((copy) => ({ ...copy, password_hash: undefined })),
  // The claims of unique custom field values, moved with every write and released by the delete.
  related: (siteId, current, next) =>
    uniqueClaimItems(siteId, 'customers', (next ?? current)!.id, current?.custom_claims, next?.custom_claims),
  relatedRefused: takenValues,
};

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** The customer as the API knows it: without its password hash, with its full name. */
export const toCustomer = (stored: StoredCustomer): Customer => {
  const shown = toRecord<Omit<Customer, 'name'>>(stored, ['password_hash', 'version', 'custom_claims']);
  return {
    ...shown,
    name: fullName(shown.first_name, shown.last_name),
    addresses: shown.addresses ?? [],
    custom_fields: shown.custom_fields ?? {},
    // Customers stored before confirmation existed count as confirmed.
    confirmed: shown.confirmed !== false,
  };
};

/** The customer id claiming an email on a site: one GetItem. */
export const customerIdForEmail = (siteId: string, email: string): Promise<string | undefined> =>
  claimOwner(customers, siteId, email);

/** A customer by id: one GetItem. */
export const getCustomerById = async (siteId: string, customerId: string): Promise<Customer | undefined> => {
  const stored = await getRecordById(customers, siteId, customerId);
  return stored && toCustomer(stored);
};

/** A customer with its password hash, for checking credentials: one consistent GetItem. */
export const getCustomerCredentials = async (
  siteId: string,
  customerId: string,
): Promise<{ customer: Customer; passwordHash: string } | undefined> => {
  const stored = await getRecordById(customers, siteId, customerId);
  return stored && { customer: toCustomer(stored), passwordHash: stored.password_hash };
};

/** The customer a path names: an id (one GetItem) or an email (two: the email claim, then the customer). */
export const findCustomer = async (siteId: string, idOrEmail: string): Promise<Customer | undefined> => {
  const stored = await getRecord(customers, siteId, idOrEmail);
  return stored && toCustomer(stored);
};

/** The customer list's fields and orders (the partition is in id order, ids follow created_at). */
const customerList = (siteId: string, params: Readonly<Record<string, string | undefined>>): ListDeclaration => {
  return {
    catalogue: [
      { name: 'email', type: 'string', read: (item) => item.email },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
      {
        name: 'groups',
        type: 'tags',
        read: (item) => ((item.groups ?? []) as GroupRef[]).flatMap((group) => [group.id, group.slug]),
      },
    ],
    orders: groupOrders(siteId, params['where[groups]']) ?? idOrderedPartition(sitePk(siteId, 'CUSTOMER')),
  };
};

/**
 * `where[groups]=<id or slug>` reads the group's membership partition instead of the site's
 * customers (one Query: by id on the table, by slug on GSI1), in the same id order.
 */
const groupOrders = (siteId: string, group: string | undefined): ListDeclaration['orders'] | undefined => {
  if (group === undefined || group.includes(',') || !group.trim()) return undefined;
  const ref = group.trim().toLowerCase();
  if (isId(ref)) return idOrderedPartition(groupKeys.memberPartition(siteId, ref));
  const pk = groupKeys.memberSlugIndex(siteId, ref);
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: forward,
    },
    shape: { partition: ['gsi1pk', pk] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  });
  return { created_at: read(true), '-created_at': read(false) };
};

/** A page of a site's customers for a list query (oldest first by default): one Query on the site's CUSTOMER partition (see queryList). */
export const listCustomers = async (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Customer>> => {
  const result = await queryList(customerList(siteId, params), params, page);
  return { ...result, items: result.items.map((item) => toCustomer(toRecord<StoredCustomer>(item))) };
};

/** How many customers the list holds for a list query: a COUNT Query on the same partition (see countItems). */
export const countCustomers = (siteId: string, params: Readonly<Record<string, string | undefined>>): Promise<number> =>
  countList(customerList(siteId, params), params);
