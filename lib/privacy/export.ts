import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Customer } from '../customers/customers.js';
import { customerIndex } from '../customers/keys.js';
import { presentCustomer } from '../customers/present.js';
import { withOpenFields } from '../custom-fields/shown.js';
import { entryKey } from '../channels/keys.js';
import { batchGet } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { queryAll, readPartition } from '../db/query-all.js';
import { GSI1 } from '../db/table.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder } from '../orders/order-record.js';
import { presentOrder } from '../orders/present.js';
import { toDevice } from '../push/devices.js';
import { presentDevice } from '../push/present.js';
import { s3 } from '../uploads/s3.js';
import { signedGetUrl } from '../uploads/signed-get.js';
import { redemptionsOf } from './export-rules.js';
import { privacyKeys } from './keys.js';

/**
 * A customer's data export (the rights of access and portability): one JSON document of
 * everything the site holds about the customer, read in parallel: the customer (with the token,
 * or one GetItem), its orders (one Query of its GSI1 order partition per MB), its devices (one
 * Query of its GSI1 partition), the form submissions sent from its address (one Query of the
 * pointers, one BatchGetItem per 100 submissions). Coupon redemptions are read off the orders,
 * which record the code and the amount.
 */

/** Documents up to this size (bytes) are answered inline; larger ones are stored and linked. */
export const inlineExportBytes = (): number => Number(process.env.CUSTOMER_EXPORT_INLINE_BYTES ?? 5_000_000);

/** How long the link to a stored export works. */
export const EXPORT_LINK_SECONDS = 900;

/** Every order of the customer, oldest first: one Query per MB of its GSI1 partition. */
const ordersOf = async (siteId: string, customerId: string) =>
  (await readPartition({ pk: orderKeys.customerOrders(siteId, customerId), index: 'gsi1' })).map(toOrder);

/** The customer's devices: one Query of its GSI1 partition, their own items only (not their copies). */
const devicesOf = async (siteId: string, customerId: string) =>
  (
    await queryAll({
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :device)',
      ExpressionAttributeValues: { ':pk': customerIndex(siteId, customerId), ':device': 'DEVICE#' },
    })
  ).map(toDevice);

/** The submissions sent from an address: its pointers (one Query), then the entries (one BatchGetItem per 100); deleted ones are skipped. */
const submissionsFrom = async (siteId: string, email: string) => {
  const pointers = await readPartition({ pk: privacyKeys.senderPartition(siteId, email) });
  const keys = pointers.map((pointer) => {
    const [channelId, entryId] = (pointer.sk as string).split('#') as [string, string];
    return entryKey(siteId, channelId, entryId);
  });
  const found = await batchGet(keys);
  return [...found.values()]
    .map((item) => ({
      id: item.id as string,
      channel_id: item.channel_id as string,
      fields: (item.fields ?? {}) as Record<string, unknown>,
      submission_status: (item.submission_status as string | undefined) ?? null,
      created_at: item.created_at as string,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
};

/**
 * The export document of a customer (`base`: the API's base URL, for `url` fields). It carries no
 * time of its own, so an unchanged customer's export is the same bytes (and a conditional GET a 304).
 */
export const customerExport = async (siteId: string, customer: Customer, base: string) => {
  const [opened, orders, devices, submissions] = await Promise.all([
    withOpenFields(siteId, 'customers', customer),
    ordersOf(siteId, customer.id),
    devicesOf(siteId, customer.id),
    submissionsFrom(siteId, customer.email),
  ]);
  const profile = presentCustomer(opened, base);
  return {
    customer: profile,
    addresses: profile.addresses,
    groups: profile.groups,
    orders: orders.map((order) => presentOrder(order, base)),
    coupon_redemptions: redemptionsOf(orders),
    devices: devices.map((device) => presentDevice(device, base)),
    form_submissions: submissions,
  };
};

/**
 * Stores a large export under the media bucket's `private/` prefix (which the public media host
 * does not serve, and whose exports S3 deletes after a day) and answers a signed GET valid
 * EXPORT_LINK_SECONDS: one S3 PutObject.
 */
export const storeExport = async (siteId: string, body: string) => {
  const key = `private/exports/${siteId}/${randomBytes(16).toString('hex')}.json`;
  await s3.send(
    new PutObjectCommand({
      Bucket: process.env.MEDIA_BUCKET,
      Key: key,
      Body: body,
      ContentType: 'application/json',
      CacheControl: 'private, no-store',
    }),
  );
  const now = new Date();
  return {
    url: await signedGetUrl(key, now, EXPORT_LINK_SECONDS),
    expires_at: timestamp(new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000)),
    size: Buffer.byteLength(body),
  };
};
