import { customerIndex, customerKey } from '../customers/keys.js';
import { invalidSession } from '../customers/current-customer.js';
import { liveSession } from '../customers/sessions.js';
import { sessionKey } from '../customers/keys.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { getRecordById, type Stored } from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import { countList } from '../db/count.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import type { ListCatalogue } from '../db/list-query-rules.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { toRecord } from '../db/record.js';
import { GSI1 } from '../db/table.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { countInWindow, windowCountItem } from '../db/window-counter.js';
import { invalidField, notFound, tooManyRequests, unprocessable } from '../http/errors.js';
import { urlProblem } from '../webhooks/url-guard.js';
import {
  credentialOf,
  deactivatedDevice,
  isCredential,
  registeredDevice,
  updatedDevice,
  type Credential,
  type Device,
} from './device-rules.js';
import { PLATFORMS, type RegisterDevice, type Subscription, type UpdateDevice } from './device-schemas.js';
import {
  channelCopyKey,
  channelPartition,
  customerCopySk,
  customerDeviceSk,
  deviceKey,
  devicePartition,
  installationKey,
  registrationCounterPk,
} from './keys.js';
import { pushSettings } from './push-config.js';
export { presentDevice } from './present.js';

type Item = Record<string, unknown>;

/** A stored device item (or one of its copies) → the device. */
export const toDevice = (item: Item): Device => toRecord<Device>(item, ['copy']);

/** A device's own item (its copies and writes are saveDevice's transactions below). */
const devices: Stored<Device> = { name: 'Device', key: deviceKey, fromItem: toDevice };

/** The GSI1 keys that file an item under the device's customer, if it has one. */
const customerKeys = (device: Device, sk: string) =>
  device.customer_id ? { gsi1pk: customerIndex(device.site_id, device.customer_id), gsi1sk: sk } : {};

/** Every item a device is stored as: itself, its installation copy and one copy per channel. */
export const deviceItems = (device: Device): Item[] => [
  { ...deviceKey(device.site_id, device.id), ...device, ...customerKeys(device, customerDeviceSk(device.id)) },
  {
    ...installationKey(device.site_id, device.installation_id),
    ...device,
    copy: 'installation',
    ...customerKeys(device, customerCopySk(device.id, 'installation')),
  },
  ...device.channels.map((channel) => ({
    ...channelCopyKey(device.site_id, channel, device.id),
    ...device,
    copy: `channel:${channel}`,
    ...customerKeys(device, customerCopySk(device.id, `channel:${channel}`)),
  })),
];

const keyOf = (item: Item) => ({ pk: item.pk as string, sk: item.sk as string });

/**
 * The writes that take a device from `before` to `after` (either may be absent): the device and its
 * installation copy conditioned on the version read (labels `device`, `installation`), its channel
 * copies put, and the copies it no longer has deleted.
 */
const deviceWrites = (before: Device | undefined, after: Device | undefined): TransactionItem[] => {
  const condition = before
    ? { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': before.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const kept = new Set((after ? deviceItems(after) : []).map((item) => keyId(keyOf(item))));
  const gone = (before ? deviceItems(before) : []).map(keyOf).filter((key) => !kept.has(keyId(key)));
  const puts = (after ? deviceItems(after) : []).map((item, index) => {
    const label = index === 0 ? 'device' : index === 1 ? 'installation' : `copy:${item.sk as string}`;
    return labelled(label, { Put: { TableName: TABLE_NAME, Item: item, ...(index < 2 && condition) } });
  });
  const deletes = gone.map((key, index) =>
    labelled(index < 2 && !after ? (index === 0 ? 'device' : 'installation') : `stale:${key.pk}`, {
      Delete: { TableName: TABLE_NAME, Key: key, ...(index < 2 && !after && condition) },
    }),
  );
  return [...puts, ...deletes];
};

/** Writes a device change as ONE TransactWriteItems; a version that moved meanwhile is a StaleRead (retried by the caller). */
const saveDevice = async (
  before: Device | undefined,
  after: Device | undefined,
  extra: readonly TransactionItem[] = [],
): Promise<void> => {
  try {
    await sendTransaction([...deviceWrites(before, after), ...extra]);
  } catch (error) {
    if (error instanceof TransactionRefused && (error.refused('device') || error.refused('installation')))
      throw new StaleRead('the device changed meanwhile');
    throw error;
  }
};

/** Who registers: the customer the device will belong to, and the limits that apply to callers without `write_devices`. */
export interface Registrant {
  /** `write_devices` callers name the customer themselves (`customer_id`, checked to exist); others get their session's. */
  readonly customer:
    | { readonly id: string | null | undefined; readonly verify: boolean }
    | { readonly session: string };
  /** The client's address, when the caller lacks `write_devices` (rate limited per address and per site). */
  readonly limitedAddress?: string;
}

const registrationsRefused = (reset: number, what: string) =>
  tooManyRequests(
    'too_many_registrations',
    `Too many device registrations ${what} in this hour; try again later`,
    Math.max(1, reset - Math.floor(Date.now() / 1000)),
  );

const endpointRefused = (problem: string) =>
  unprocessable([
    { field: 'subscription.endpoint', message: `The push endpoint ${problem}`, code: 'endpoint_not_allowed' },
  ]);

/** A credential from a request, with a Web Push endpoint checked by the webhooks' address guard. */
const checkedCredential = async (
  platform: Device['platform'],
  token: string | undefined,
  subscription: Subscription | undefined,
): Promise<Credential> => {
  const credential = credentialOf(platform, token, subscription);
  if (!isCredential(credential)) throw unprocessable(credential);
  if ('subscription' in credential.secret) {
    const problem = await urlProblem(credential.secret.subscription.endpoint, {
      allowPrivate: pushSettings().allowPrivateEndpoints,
    });
    if (problem) throw endpointRefused(problem);
  }
  return credential;
};

/**
 * Registers a device or refreshes its installation's: one read (the installation's copy, with the
 * session or the named customer in the same BatchGetItem) and one TransactWriteItems (the device
 * and its copies, plus the caller's per-address count when limited); a limited caller also counts
 * against the site's hourly window with one UpdateItem sent beside the read, so concurrent
 * registrations never collide on it. Retried on a concurrent change of the same installation.
 */
export const registerDevice = async (
  siteId: string,
  input: RegisterDevice,
  registrant: Registrant,
): Promise<{ device: Device; created: boolean }> => {
  const credential = await checkedCredential(input.platform, input.token, input.subscription);
  const settings = pushSettings();
  const siteCount =
    registrant.limitedAddress !== undefined
      ? countInWindow({
          pk: registrationCounterPk.site(siteId),
          limit: settings.registrationsPerHourPerSite,
          windowSeconds: 3600,
        })
      : undefined;
  // Settled before anything can throw, so a refused request never leaves it unobserved.
  siteCount?.catch(() => undefined);
  return withOptimisticRetry(
    async () => {
      const { customer } = registrant;
      const extraKey =
        'session' in customer
          ? sessionKey(siteId, customer.session)
          : customer.verify && customer.id
            ? customerKey(siteId, customer.id)
            : undefined;
      const installation = installationKey(siteId, input.installation_id);
      const found = await batchGet(extraKey ? [installation, extraKey] : [installation]);
      const currentItem = found.get(keyId(installation));
      let customerId: string | null;
      if ('session' in customer) {
        const session = liveSession(found.get(keyId(extraKey as { pk: string; sk: string })));
        if (!session) throw invalidSession();
        customerId = session.customerId;
      } else if (customer.id === undefined) {
        customerId = currentItem ? toDevice(currentItem).customer_id : null;
      } else {
        if (customer.id && customer.verify && !found.has(keyId(extraKey as { pk: string; sk: string }))) {
          throw invalidField('customer_id', 'No customer of this site has this id', 'unknown_customer');
        }
        customerId = customer.id;
      }
      const counted = await siteCount;
      if (counted && counted.used > counted.limit) throw registrationsRefused(counted.reset, 'on this site');
      const current = currentItem && toDevice(currentItem);
      const at = new Date();
      const device = registeredDevice(current, input, credential, {
        id: newId(at),
        siteId,
        now: timestamp(at),
        customerId,
      });
      const extra =
        registrant.limitedAddress !== undefined
          ? [
              windowCountItem(
                'address',
                {
                  pk: registrationCounterPk.address(siteId, registrant.limitedAddress),
                  limit: settings.registrationsPerHourPerAddress,
                  windowSeconds: 3600,
                },
                at,
              ),
            ]
          : [];
      try {
        await saveDevice(current, device, extra);
      } catch (error) {
        if (error instanceof TransactionRefused && error.refused('rate'))
          throw registrationsRefused((extra[0] as { reset: number }).reset, 'from this address');
        throw error;
      }
      return { device, created: !current };
    },
    { attempts: 5, backoffMs: 20 },
  );
};

/** A device by id: one GetItem (strongly consistent when it is about to be changed). */
export const getDevice = (siteId: string, deviceId: string, consistent = false): Promise<Device | undefined> =>
  getRecordById(devices, siteId, deviceId, { consistent });

/** Changes a device read just before: one TransactWriteItems conditioned on its version (a StaleRead when it moved). */
export const updateDevice = async (current: Device, input: UpdateDevice): Promise<Device> => {
  const credential =
    input.token !== undefined || input.subscription !== undefined
      ? await checkedCredential(current.platform, input.token, input.subscription)
      : undefined;
  const next = updatedDevice(current, input, credential, timestamp());
  await saveDevice(current, next);
  return next;
};

/** Deletes a device read just before, with all its copies: one TransactWriteItems conditioned on its version. */
export const deleteDevice = (current: Device): Promise<void> => saveDevice(current, undefined);

/**
 * Deactivates a device its push service reported gone, unless it has been given another token or
 * subscription since (`credentialHash` is the one that was sent to): one GetItem and one
 * TransactWriteItems, retried on a concurrent change. True when it was deactivated.
 */
export const deactivateDevice = async (
  siteId: string,
  deviceId: string,
  credentialHash: string,
  reason: string,
): Promise<boolean> =>
  withOptimisticRetry(
    async () => {
      const current = await getDevice(siteId, deviceId, true);
      if (!current?.active || current.credential_hash !== credentialHash) return false;
      await saveDevice(current, deactivatedDevice(current, reason, timestamp()));
      return true;
    },
    { attempts: 5, backoffMs: 20 },
  );

/**
 * Remembers the SNS platform endpoint made for a native device on every item it is stored as: one
 * TransactWriteItems, each update conditioned on the credential it was made for (no change when the
 * device has moved on). The version does not move: nothing a client sees changes.
 */
export const rememberSnsEndpoint = async (device: Device, arn: string): Promise<void> => {
  try {
    await sendTransaction(
      deviceItems(device).map((item) =>
        labelled(`copy:${item.pk as string}`, {
          Update: {
            TableName: TABLE_NAME,
            Key: keyOf(item),
            UpdateExpression: 'SET sns_endpoint_arn = :arn',
            ConditionExpression: 'credential_hash = :hash',
            ExpressionAttributeValues: { ':arn': arn, ':hash': device.credential_hash },
          },
        }),
      ),
    );
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
  }
};

/** The device list's fields (the list query language), shared by lists, counts and push targets. */
export const deviceCatalogue: ListCatalogue = [
  { name: 'platform', type: 'select', options: PLATFORMS, read: (item) => item.platform },
  { name: 'channel', type: 'tags', sortable: false, read: (item) => item.channels },
  { name: 'customer', type: 'id', read: (item) => item.customer_id },
  { name: 'app_name', type: 'string', read: (item) => item.app_name },
  { name: 'app_version', type: 'string', read: (item) => item.app_version },
  { name: 'locale', type: 'string', read: (item) => item.locale },
  { name: 'time_zone', type: 'string', read: (item) => item.time_zone },
  { name: 'tags', type: 'tags', sortable: false, read: (item) => item.tags },
  { name: 'installation_id', type: 'string', read: (item) => item.installation_id },
  { name: 'active', type: 'boolean', read: (item) => item.active },
  { name: 'last_seen_at', type: 'datetime', read: (item) => item.last_seen_at },
  { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
  { name: 'updated_at', type: 'datetime', read: (item) => item.updated_at },
];

/** The single value of an equality filter on `field` (`where[field]=x` or `where[field][eq]=x`), if the query has one. */
const equalTo = (params: Readonly<Record<string, string | undefined>>, field: string): string | undefined =>
  params[`where[${field}]`] ?? params[`where[${field}][eq]`];

/**
 * Where a device list is read: a channel's copies when the query asks for one channel, the
 * customer's GSI1 partition when it asks for one customer, else the site's device partition; each
 * in id order, so by `created_at` both ways.
 */
const deviceReads = (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
): ListDeclaration['orders'] => {
  const channel = equalTo(params, 'channel');
  const customer = equalTo(params, 'customer');
  const read = (forward: boolean) => {
    if (customer && /^[0-9a-f]{24}$/.test(customer)) {
      const pk = customerIndex(siteId, customer);
      return {
        input: {
          TableName: TABLE_NAME,
          IndexName: GSI1,
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :device)',
          ExpressionAttributeValues: { ':pk': pk, ':device': 'DEVICE#' },
          ScanIndexForward: forward,
        },
        shape: { partition: ['gsi1pk', pk] as const, keyAttributes: ['gsi1pk', 'gsi1sk', 'pk', 'sk'] },
      };
    }
    const pk =
      channel && !channel.includes(',') && /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(channel)
        ? channelPartition(siteId, channel)
        : devicePartition(siteId);
    return {
      input: {
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ScanIndexForward: forward,
      },
      shape: { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] },
    };
  };
  return { created_at: read(true), '-created_at': read(false) };
};

/** The list declaration of a site's devices for a request's parameters. */
export const deviceList = (siteId: string, params: Readonly<Record<string, string | undefined>>): ListDeclaration => ({
  catalogue: deviceCatalogue,
  orders: deviceReads(siteId, params),
});

/** A page of a site's devices for a list query (oldest first by default): one Query on the partition the filters pick (see deviceReads). */
export const listDevices = async (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Device>> => {
  const result = await queryList(deviceList(siteId, params), params, page);
  return { ...result, items: result.items.map(toDevice) };
};

/** How many devices match a list query: a COUNT Query on the partition the filters pick (see deviceReads; other filters in code, see countItems). */
export const countDevices = (siteId: string, params: Readonly<Record<string, string | undefined>>): Promise<number> =>
  countList(deviceList(siteId, params), params);

/** 404 for a device that is not there, or not the caller's. */
export const deviceNotFound = () => notFound('Device');
