import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../db/cancellation.js';
import { purgeQuery } from '../db/purge.js';
import { hashPassword } from '../auth/passwords.js';
import { normalizeEmail } from '../auth/users.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, sitePk, timestamp } from '../db/keys.js';
import { idOrderedPartition, queryList, type ListDeclaration } from '../db/list-query.js';
import { type Page, type PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { conflict, notFound } from '../http/errors.js';
import type { CreateCustomer, UpdateCustomer } from './schemas.js';

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
  readonly created_at: string;
  readonly updated_at: string;
}

type StoredCustomer = Omit<Customer, 'name'> & { readonly password_hash: string };

// Customers of a site share one partition (lists are one Query); each email is claimed by its own
// item so that uniqueness is enforced in the same transaction as the write.
export const customerKey = (siteId: string, customerId: string) => ({ pk: sitePk(siteId, 'CUSTOMER'), sk: customerId });
const emailClaimKey = (siteId: string, email: string) => ({ pk: sitePk(siteId, `CUSTOMER_EMAIL#${email}`), sk: 'CUSTOMER_EMAIL' });
/** GSI1 partition of everything hanging off one customer (sessions), so deleting a customer can end them. */
export const customerIndex = (siteId: string, customerId: string) => sitePk(siteId, `CUSTOMER#${customerId}`);

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

const toCustomer = (item: Record<string, unknown>): Customer => {
  const { pk: _pk, sk: _sk, password_hash: _hash, ...rest } = item;
  const stored = rest as unknown as Omit<Customer, 'name'>;
  return { ...stored, name: fullName(stored.first_name, stored.last_name) };
};

// Only a failed condition means "taken" or "changed"; a collision with another transaction is retryable.
const isCancelled = isConditionFailure;
const emailTaken = () => conflict('email_taken', 'A customer with this email already exists on this site');

/** Creates a customer and claims its email within the site: one TransactWriteItems (409 when the email is taken). */
export const createCustomer = async (siteId: string, input: CreateCustomer): Promise<Customer> => {
  const at = new Date();
  const now = timestamp(at);
  const stored: StoredCustomer = {
    id: newId(at),
    site_id: siteId,
    email: normalizeEmail(input.email),
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    phone: input.phone ?? null,
    accepts_marketing: input.accepts_marketing ?? false,
    password_hash: await hashPassword(input.password),
    created_at: now,
    updated_at: now,
  };
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE_NAME, Item: { ...emailClaimKey(siteId, stored.email), customer_id: stored.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: TABLE_NAME, Item: { ...customerKey(siteId, stored.id), ...stored } } },
      ],
    }));
  } catch (error) {
    if (isCancelled(error)) throw emailTaken();
    throw error;
  }
  return toCustomer(stored);
};

/** The customer id claiming an email on a site: one GetItem. */
export const customerIdForEmail = async (siteId: string, email: string): Promise<string | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: emailClaimKey(siteId, normalizeEmail(email)) }));
  return Item?.customer_id as string | undefined;
};

/** A customer by id: one GetItem. */
export const getCustomerById = async (siteId: string, customerId: string): Promise<Customer | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: customerKey(siteId, customerId) }));
  return Item && toCustomer(Item);
};

/** A customer with its password hash, for checking credentials: one consistent GetItem. */
export const getCustomerCredentials = async (siteId: string, customerId: string): Promise<{ customer: Customer; passwordHash: string } | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: customerKey(siteId, customerId), ConsistentRead: true }));
  return Item && { customer: toCustomer(Item), passwordHash: Item.password_hash as string };
};

/** The customer a path names: an id (one GetItem) or an email (two: the email claim, then the customer). */
export const findCustomer = async (siteId: string, idOrEmail: string): Promise<Customer | undefined> => {
  const id = isId(idOrEmail) ? idOrEmail : await customerIdForEmail(siteId, idOrEmail);
  return id ? getCustomerById(siteId, id) : undefined;
};

/** The customer list's fields and orders (the partition is in id order, ids follow created_at). */
const customerList = (siteId: string): ListDeclaration => {
  return {
    catalogue: [
      { name: 'email', type: 'string', read: (item) => item.email },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
    ],
    orders: idOrderedPartition(sitePk(siteId, 'CUSTOMER')),
  };
};

/** A page of a site's customers for a list query (oldest first by default): one Query on the site's CUSTOMER partition (see queryList). */
export const listCustomers = async (siteId: string, params: Readonly<Record<string, string | undefined>>, page: PageRequest): Promise<Page<Customer>> => {
  const result = await queryList(customerList(siteId), params, page);
  return { ...result, items: result.items.map(toCustomer) };
};

/**
 * Changes a customer: one TransactWriteItems that also moves the email claim when the email
 * changes (409 when the new email is taken, 404 when the customer vanished meanwhile).
 */
export const updateCustomer = async (siteId: string, current: Customer, input: UpdateCustomer): Promise<Customer> => {
  const email = input.email === undefined ? current.email : normalizeEmail(input.email);
  const changes: Record<string, unknown> = {
    email,
    first_name: input.first_name ?? current.first_name,
    last_name: input.last_name ?? current.last_name,
    phone: input.phone === undefined ? current.phone : input.phone,
    accepts_marketing: input.accepts_marketing ?? current.accepts_marketing,
    updated_at: timestamp(),
  };
  if (input.password !== undefined) changes.password_hash = await hashPassword(input.password);
  const names = Object.keys(changes);
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [{
    Update: {
      TableName: TABLE_NAME,
      Key: customerKey(siteId, current.id),
      ConditionExpression: 'attribute_exists(pk) AND email = :previous',
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:v${i}`, changes[name]])), ':previous': current.email },
    },
  }];
  if (email !== current.email) {
    items.push(
      { Put: { TableName: TABLE_NAME, Item: { ...emailClaimKey(siteId, email), customer_id: current.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Delete: { TableName: TABLE_NAME, Key: emailClaimKey(siteId, current.email) } },
    );
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw emailTaken();
    throw notFound('Customer');
  }
  const { password_hash: _hash, ...shown } = changes;
  return toCustomer({ ...current, ...shown });
};

/**
 * Ends a customer's sessions (one Query on the customer's GSI1 partition and batched deletes), then
 * deletes the customer and its email claim (one TransactWriteItems). Sessions go first: a failure
 * midway leaves a customer that still exists (the retry finds it again), never sessions that
 * outlive their customer. False when absent.
 */
export const deleteCustomer = async (siteId: string, customer: Customer): Promise<boolean> => {
  await purgeQuery({ IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': customerIndex(siteId, customer.id) } });
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: TABLE_NAME, Key: customerKey(siteId, customer.id), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: TABLE_NAME, Key: emailClaimKey(siteId, customer.email) } },
      ],
    }));
  } catch (error) {
    if (isCancelled(error)) return false;
    throw error;
  }
  return true;
};

/** Public shape of a customer (the password hash never leaves the module). */
export const presentCustomer = (customer: Customer, base: string) => ({
  id: customer.id,
  url: `${base}/customers/${customer.id}`,
  email: customer.email,
  first_name: customer.first_name,
  last_name: customer.last_name,
  name: customer.name,
  phone: customer.phone,
  accepts_marketing: customer.accepts_marketing,
  created_at: customer.created_at,
  updated_at: customer.updated_at,
});
