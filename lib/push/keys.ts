import { sitePk } from '../db/keys.js';

/**
 * Keys of the devices-and-push domain. A device is one item in its site's DEVICE partition (id
 * order, so lists read by created_at) plus full copies kept in the same transaction: one under its
 * installation id (the upsert key, so a registration reads the current device in one GetItem) and
 * one per channel (so a channel's devices are one Query, page by page, for lists and fan-out).
 * A customer's device and its copies also carry the customer's GSI1 partition (lib/customers'
 * `customerIndex`), so deleting the customer, which purges that partition, deletes them too.
 */
export const deviceKey = (siteId: string, deviceId: string) => ({ pk: sitePk(siteId, 'DEVICE'), sk: deviceId });
export const devicePartition = (siteId: string) => sitePk(siteId, 'DEVICE');
export const installationKey = (siteId: string, installationId: string) => ({
  pk: sitePk(siteId, 'DEVICE_INSTALLATION'),
  sk: installationId,
});
export const channelPartition = (siteId: string, channel: string) => sitePk(siteId, `DEVICE_CHANNEL#${channel}`);
export const channelCopyKey = (siteId: string, channel: string, deviceId: string) => ({
  pk: channelPartition(siteId, channel),
  sk: deviceId,
});
/** GSI1 sort keys under the customer's partition: the device itself (listed) and its copies (purged with it, never listed). */
export const customerDeviceSk = (deviceId: string) => `DEVICE#${deviceId}`;
export const customerCopySk = (deviceId: string, copy: string) => `DEVICE_COPY#${deviceId}#${copy}`;

/** A push send (newest first: the partition is in id order, read backwards). */
export const pushKey = (siteId: string, pushId: string) => ({ pk: sitePk(siteId, 'PUSH'), sk: pushId });
export const pushPartition = (siteId: string) => sitePk(siteId, 'PUSH');
/** Everything one send records as it goes: a record per device, a marker per fan-out page and per sender batch. */
export const pushWorkPartition = (siteId: string, pushId: string) => sitePk(siteId, `PUSH#${pushId}`);
export const deliveryKey = (siteId: string, pushId: string, deviceId: string) => ({
  pk: pushWorkPartition(siteId, pushId),
  sk: `DEVICE#${deviceId}`,
});
export const batchMarkerKey = (siteId: string, pushId: string, batch: number) => ({
  pk: pushWorkPartition(siteId, pushId),
  sk: `BATCH#${String(batch).padStart(8, '0')}`,
});
export const pageMarkerKey = (siteId: string, pushId: string, page: number) => ({
  pk: pushWorkPartition(siteId, pushId),
  sk: `PAGE#${String(page).padStart(8, '0')}`,
});

/** The site's push settings (native credentials, sealed) and its VAPID key pair (made on first use). */
export const pushSettingsKey = (siteId: string) => ({ pk: sitePk(siteId, 'PUSH_SETTINGS'), sk: 'PUSH_SETTINGS' });
export const vapidKey = (siteId: string) => ({ pk: sitePk(siteId, 'PUSH_VAPID'), sk: 'VAPID' });
/** The stage's sealing key, when it lives in the table (local use; a Secrets Manager secret on AWS). */
export const sealingKeyKey = () => ({ pk: 'PUSH#SEALING_KEY', sk: 'KEY' });

/** Window counters of registrations by callers without write_devices. */
export const registrationCounterPk = {
  address: (siteId: string, address: string) => sitePk(siteId, `DEVICE_REGISTRATIONS#ip#${address}`),
  site: (siteId: string) => sitePk(siteId, 'DEVICE_REGISTRATIONS#site'),
};
