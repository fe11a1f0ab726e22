import type { Customization } from '../commerce/customizations.js';
/**
 * Customers' writes: create, change, delete, each after the site's before-hook of its kind, if any
 *. Apart from the reads in customers.ts so that the functions that only read customers
 * (entry access, OAuth, push) carry neither cloud code's hook machinery nor the write schemas.
 */
import { hashPassword } from '../auth/passwords.js';
import { normalizeEmail } from '../auth/users.js';
import { depthAttributes } from '../hooks/write-depth.js';
import {
  beforeDelete,
  beforeWrite,
  depthOf,
  type HookedDeleter,
  type HookedWriter,
  type Writer,
} from '../hooks/write-hooks.js';
import { createRecord, removeRecord, updateRecord } from '../db/entity.js';
import type { TransactionItem } from '../db/transaction.js';
import { newId, timestamp } from '../db/keys.js';
import { purgeQuery } from '../db/purge.js';
import { GSI1 } from '../db/table.js';
import { customers, toCustomer, type Customer } from './customers.js';
import { customerIndex } from './keys.js';
import { getFieldDefinitions } from '../custom-fields/definitions.js';
import { prepareCustomFields } from '../custom-fields/values.js';
import { presentCustomer } from './present.js';
import { createCustomerSchema, updateCustomerSchema, type CreateCustomer, type UpdateCustomer } from './schemas.js';
import { resolveGroupRefs } from '../customer-groups/group-resolve.js';
import { membershipReleases } from '../customer-groups/memberships.js';

/** What a before-hook sees of a customer: as the API shows it. */
const hookView = (writer: Writer | undefined, customer: Customer) => presentCustomer(customer, writer?.base ?? '');

/**
 * Creates a customer and claims its email within the site: one TransactWriteItems (409 when the
 * email is taken), after the site's `customer.create` before-hook, if any (it sees no password).
 */
export const createCustomer = async (
  siteId: string,
  body: CreateCustomer,
  writer?: HookedWriter,
  // Whether the account starts confirmed, and its mail request (written in the same transaction).
  account: { readonly confirmed: boolean; readonly also: (customerId: string) => readonly TransactionItem[] } = {
    confirmed: true,
    also: () => [],
  },
  // The site's customer fields when the caller has read them already (a sign-up checks them first).
  known?: readonly Customization[],
): Promise<Customer> => {
  const { input, depth } = await beforeWrite(writer, {
    kind: 'customer',
    action: 'create',
    input: body,
    object: body,
    schema: createCustomerSchema,
    hidden: ['password'],
  });
  const at = new Date();
  const now = timestamp(at);
  const id = newId(at);
  // The site's customer fields (read with the token where the route prefetches them): 422 naming each value that fails.
  const fields = await prepareCustomFields(
    siteId,
    'customers',
    id,
    known ?? (await getFieldDefinitions(siteId, 'customers')).customizations,
    input.custom_fields,
    undefined,
  );
  return toCustomer(
    await createRecord(
      customers,
      siteId,
      {
        id,
        site_id: siteId,
        email: normalizeEmail(input.email),
        first_name: input.first_name ?? '',
        last_name: input.last_name ?? '',
        phone: input.phone ?? null,
        accepts_marketing: input.accepts_marketing ?? false,
        addresses: [],
        confirmed: account.confirmed,
        password_hash: await hashPassword(input.password),
        ...(input.groups !== undefined && { groups: await resolveGroupRefs(siteId, input.groups) }),
        ...fields,
        created_at: now,
        updated_at: now,
        version: 1,
      },
      [...account.also(id)],
      depthAttributes(depth),
    ),
  );
};

/**
 * Changes a customer: the read (one GetItem by id, two by email), the site's `customer.update`
 * before-hook if any (it sees no password), then one write, with a TransactWriteItems moving the
 * email claim when the email changes (409 when the new email is taken). 404 when it does not exist.
 */
export const updateCustomer = async (
  siteId: string,
  idOrEmail: string,
  body: UpdateCustomer,
  writer?: HookedWriter,
): Promise<Customer> => {
  let passwordHash: Promise<string> | undefined; // hashed once, after the customer is found
  const password = body.password;
  const depth = depthOf(writer);
  const definitions = (await getFieldDefinitions(siteId, 'customers')).customizations;
  return toCustomer(
    await updateRecord(
      customers,
      siteId,
      idOrEmail,
      async (current) => {
        // The site's `customer.update` before-hook, if any, again on each read of a concurrent change.
        const original = hookView(writer, toCustomer(current));
        const { input } = await beforeWrite(writer, {
          kind: 'customer',
          action: 'update',
          input: body,
          object: { ...original, ...body },
          original,
          schema: updateCustomerSchema,
          hidden: ['password'],
        });
        return {
          ...current,
          email: input.email === undefined ? current.email : normalizeEmail(input.email),
          first_name: input.first_name ?? current.first_name,
          last_name: input.last_name ?? current.last_name,
          phone: input.phone === undefined ? current.phone : input.phone,
          accepts_marketing: input.accepts_marketing ?? current.accepts_marketing,
          // Every write checks the stored values too: one that no longer fits its definition is refused now.
          ...(await prepareCustomFields(
            siteId,
            'customers',
            current.id,
            definitions,
            input.custom_fields,
            current.custom_fields ?? {},
          )),
          ...(password !== undefined && { password_hash: await (passwordHash ??= hashPassword(password)) }),
          ...(input.groups !== undefined && { groups: await resolveGroupRefs(siteId, input.groups, current.groups) }),
          updated_at: timestamp(),
          version: (current.version ?? 0) + 1,
        };
      },
      {
        attributes: depthAttributes(depth),
        also: (current, next) => membershipReleases(siteId, current.id, current.groups, next.groups),
      },
    ),
  );
};

/**
 * After the site's `customer.delete` before-hook, if any (which may only reject),
 * ends a customer's sessions (one Query on the customer's GSI1 partition and batched deletes), then
 * deletes the customer and its email claim (one TransactWriteItems). Sessions go first: a failure
 * midway leaves a customer that still exists (the retry finds it again), never sessions that
 * outlive their customer. False when absent.
 */
export const deleteCustomer = async (siteId: string, idOrEmail: string, writer?: HookedDeleter): Promise<boolean> =>
  (await removeRecord(customers, siteId, idOrEmail, {
    before: async (customer) => {
      await beforeDelete(writer, { kind: 'customer', object: hookView(writer, toCustomer(customer)) });
      await purgeQuery({
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': customerIndex(siteId, customer.id) },
      });
    },
  })) !== undefined;
