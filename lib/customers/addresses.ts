import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requireScope, type Principal } from '../auth/principal.js';
import { getRecord, updateRecord } from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import { invalidField, notFound } from '../http/errors.js';
import { depthAttributes } from '../hooks/write-depth.js';
import { postalAddress } from './addresses-fields.js';
import { bookOf, type CustomerAddress } from './addresses-present.js';
import { MAX_ADDRESSES, withAddress, withoutAddress } from './addresses-rules.js';
import type { CreateAddress, UpdateAddress } from './addresses-schemas.js';
import { currentCustomerId } from './current-customer.js';
import { customers, type StoredCustomer } from './customers.js';

/**
 * A customer's address book. The addresses live on the customer's own item (a list bounded by
 * MAX_ADDRESSES): a customer read carries them at no cost, and an address write is one
 * conditional write of that item, so a new default clears the old in the same write and two
 * concurrent edits cannot both win (the loser reads again). Changes are `customer.updated` events.
 */

/**
 * Whose addresses a request may reach: a request acting as a customer (its session, or a customer
 * token) reaches that customer's only, whatever its token's scopes (undefined: any customer's, by
 * `scope`, else 403). A session costs one GetItem (currentCustomerId).
 */
export const addressCaller = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
  scope: 'read_customers' | 'write_customers',
): Promise<string | undefined> => {
  const own = await currentCustomerId(principal, event);
  if (own === undefined) requireScope(principal, scope);
  return own;
};

/** The customer, if the caller may reach it: another customer's is simply not found. */
const reachable = (customer: StoredCustomer | undefined, own: string | undefined): StoredCustomer => {
  if (!customer || (own !== undefined && customer.id !== own)) throw notFound('Customer');
  return customer;
};

const addressIn = (customer: StoredCustomer, id: string): CustomerAddress => {
  const found = bookOf(customer).find((address) => address.id === id);
  if (!found) throw notFound('Address');
  return found;
};

/** A customer's addresses: one GetItem of the customer (by id; two by email), read with the token when prefetched. */
export const listAddresses = async (
  siteId: string,
  customerRef: string,
  own: string | undefined,
): Promise<readonly CustomerAddress[]> => bookOf(reachable(await getRecord(customers, siteId, customerRef), own));

/** One address of a customer: one GetItem of the customer, as listAddresses. */
export const getAddress = async (
  siteId: string,
  customerRef: string,
  addressId: string,
  own: string | undefined,
): Promise<CustomerAddress> => addressIn(reachable(await getRecord(customers, siteId, customerRef), own), addressId);

/** The customer with a new book: one write of its item, conditioned on its version. */
const rewriteBook = <R>(
  siteId: string,
  customerRef: string,
  own: string | undefined,
  depth: number,
  change: (customer: StoredCustomer) => { book: CustomerAddress[]; result: R },
): Promise<R> => {
  let result: R | undefined;
  return updateRecord(
    customers,
    siteId,
    customerRef,
    (current) => {
      const changed = change(reachable(current, own));
      result = changed.result;
      return { ...current, addresses: changed.book, updated_at: timestamp(), version: (current.version ?? 0) + 1 };
    },
    { attributes: depthAttributes(depth) },
  ).then(() => result as R);
};

/** Adds an address (422 `too_many_addresses` past MAX_ADDRESSES): the customer's GetItem and one PutItem. With the customer's id (the path may name its email). */
export const createAddress = (
  siteId: string,
  customerRef: string,
  own: string | undefined,
  body: CreateAddress,
  depth = 0,
): Promise<{ address: CustomerAddress; customerId: string }> =>
  rewriteBook(siteId, customerRef, own, depth, (customer) => {
    const book = bookOf(customer);
    if (book.length >= MAX_ADDRESSES) {
      throw invalidField(
        'addresses',
        `A customer keeps at most ${MAX_ADDRESSES} addresses; delete one first`,
        'too_many_addresses',
      );
    }
    const address: CustomerAddress = {
      id: newId(),
      ...postalAddress(body),
      default_billing: body.default_billing ?? false,
      default_shipping: body.default_shipping ?? false,
    };
    return { book: withAddress(book, address), result: { address, customerId: customer.id } };
  });

/** Changes the fields given of an address (404 when absent): the customer's GetItem and one PutItem. */
export const updateAddress = (
  siteId: string,
  customerRef: string,
  addressId: string,
  own: string | undefined,
  body: UpdateAddress,
  depth = 0,
): Promise<CustomerAddress> =>
  rewriteBook(siteId, customerRef, own, depth, (customer) => {
    const stored = addressIn(customer, addressId);
    const address: CustomerAddress = {
      id: stored.id,
      ...postalAddress(body, stored),
      default_billing: body.default_billing ?? stored.default_billing,
      default_shipping: body.default_shipping ?? stored.default_shipping,
    };
    return { book: withAddress(bookOf(customer), address), result: address };
  });

/** Deletes an address (404 when absent): the customer's GetItem and one PutItem. Past orders keep their copies. */
export const deleteAddress = (
  siteId: string,
  customerRef: string,
  addressId: string,
  own: string | undefined,
  depth = 0,
): Promise<void> =>
  rewriteBook(siteId, customerRef, own, depth, (customer) => {
    addressIn(customer, addressId);
    return { book: withoutAddress(bookOf(customer), addressId), result: undefined };
  });
