import { randomUUID } from 'node:crypto';
import { batchGet, keyId } from '../db/batch-get.js';
import { logger } from '../http/logger.js';
import type { Device } from './device-rules.js';
import { deactivateDevice, rememberSnsEndpoint, toDevice } from './devices.js';
import { batchMarkerKey, deviceKey, pushKey } from './keys.js';
import { deliverNative } from './native-transport.js';
import { ttlSeconds, webPayload } from './payload-rules.js';
import { pushSettings } from './push-config.js';
import { toPush } from './pushes.js';
import {
  finishIfDone,
  leaseBatch,
  outcomeOf,
  readDeliveries,
  recordBatch,
  recordOutcomes,
  type DeviceOutcome,
} from './progress.js';
import { sendingCredentials, type NativeCredentials } from './settings.js';
import { vapidKeyPair } from './vapid.js';
import { deliverWebPush, type DeliveryResult, type Vapid } from './web-push-transport.js';

/** One batch of a send's devices (at most 98), queued by the fan-out. */
export interface SendBatchMessage {
  readonly site_id: string;
  readonly push_id: string;
  readonly batch: number;
  /** Each with its platform as the fan-out read it, so a device deleted since still counts under it. */
  readonly devices: readonly { readonly id: string; readonly platform: Device['platform'] }[];
}

/** How long an attempt holds its batch; a crashed attempt's batch is taken over after it. */
const leaseSeconds = () => Number(process.env.PUSH_BATCH_LEASE_SECONDS || 150);

/** Another attempt holds this batch: the message is retried later, when that attempt has recorded it or its lease ran out. */
export class BatchHeld extends Error {
  override readonly name = 'BatchHeld';
}

const lazy = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

/**
 * The push sender (queue `push-send`, workers/push-send.ts on AWS; in-process locally): delivers
 * one batch. One BatchGetItem reads the send, the batch's marker and its devices; the batch is
 * leased (one PutItem) and its recorded outcomes read (one BatchGetItem); the other devices are
 * reached in parallel (Web Push over HTTP, native through SNS), their outcomes recorded (one
 * transaction), then the batch with its counts (one more). Devices a push
 * service reports gone are deactivated; the last batch to be recorded completes the send. A batch
 * recorded before is skipped; one whose outcomes were recorded is only recorded, never sent again.
 */
export const sendBatch = async (message: SendBatchMessage): Promise<void> => {
  const { site_id: siteId, push_id: pushId, batch } = message;
  const platformOf = new Map(message.devices.map((device) => [device.id, device.platform]));
  const ids = [...platformOf.keys()];
  const found = await batchGet([
    pushKey(siteId, pushId),
    batchMarkerKey(siteId, pushId, batch),
    ...ids.map((id) => deviceKey(siteId, id)),
  ]);
  const pushItem = found.get(keyId(pushKey(siteId, pushId)));
  if (!pushItem) return;
  if (found.get(keyId(batchMarkerKey(siteId, pushId, batch)))?.state === 'done') return finishIfDone(siteId, pushId);
  const push = toPush(pushItem);
  if (push.status !== 'running') return;
  const attempt = randomUUID();
  const lease = await leaseBatch(siteId, pushId, batch, attempt, leaseSeconds());
  if (lease === 'done') return finishIfDone(siteId, pushId);
  if (lease === 'held') throw new BatchHeld(`batch ${batch} of push ${pushId} is held by another attempt`);
  // Devices whose outcome an earlier attempt recorded are not sent to again.
  const recorded = await readDeliveries(siteId, pushId, ids);

  const settings = pushSettings();
  const now = new Date();
  const credentials = lazy(() => sendingCredentials(siteId));
  const vapid = lazy(
    async (): Promise<Vapid> => ({ ...(await vapidKeyPair(siteId)), subject: (await credentials()).vapidSubject }),
  );
  const expired = push.expires_at !== null && Date.parse(push.expires_at) <= now.getTime();
  const ttl = ttlSeconds({ ttl: push.options.ttl, expires_at: push.expires_at ?? undefined }, now);

  const reach = async (device: Device): Promise<DeliveryResult> => {
    if ('subscription' in device.secret) {
      return deliverWebPush(
        device.secret.subscription,
        webPayload(push.notification, pushId),
        await vapid(),
        { ttlSeconds: ttl, urgency: push.options.urgency, topic: push.options.collapse_key },
        settings,
      );
    }
    return deliverNative({
      siteId,
      device,
      notification: push.notification,
      pushId,
      ttlSeconds: ttl,
      urgency: push.options.urgency,
      collapseKey: push.options.collapse_key,
      credentials: (await credentials()) as NativeCredentials,
      prefix: settings.snsPlatformApplicationPrefix,
      remember: rememberSnsEndpoint,
    });
  };

  const outcomes = await Promise.all(
    ids
      .filter((id) => !recorded.has(id))
      .map(async (id): Promise<DeviceOutcome & { device?: Device }> => {
        const item = found.get(keyId(deviceKey(siteId, id)));
        const device = item && toDevice(item);
        // Deleted or deactivated since the fan-out read it, or too late: counted failed, never sent.
        if (!device)
          return {
            deviceId: id,
            platform: platformOf.get(id) ?? 'web',
            outcome: 'failed',
            status: null,
            reason: 'device_deleted',
          };
        if (!device.active)
          return {
            deviceId: id,
            platform: device.platform,
            outcome: 'failed',
            status: null,
            reason: 'device_inactive',
          };
        if (expired)
          return { deviceId: id, platform: device.platform, outcome: 'failed', status: null, reason: 'expired' };
        try {
          const result = await reach(device);
          return {
            deviceId: id,
            platform: device.platform,
            device,
            outcome: result.outcome === 'gone' ? 'invalidated' : result.outcome,
            status: result.status,
            reason: result.reason,
          };
        } catch (error) {
          logger.error('push delivery failed', { error, push_id: pushId, device_id: id });
          return { deviceId: id, platform: device.platform, outcome: 'failed', status: null, reason: 'internal_error' };
        }
      }),
  );
  await recordOutcomes(
    siteId,
    pushId,
    outcomes.map(({ device: _device, ...outcome }) => outcome),
  );
  const all = [
    ...outcomes.map(({ device: _device, ...outcome }) => outcome),
    ...[...recorded].map(([id, record]) => outcomeOf(id, record)),
  ];
  if (await recordBatch(siteId, pushId, batch, attempt, all)) {
    for (const outcome of outcomes) {
      if (outcome.outcome === 'invalidated' && outcome.device)
        await deactivateDevice(siteId, outcome.deviceId, outcome.device.credential_hash, 'gone');
    }
  }
  await finishIfDone(siteId, pushId);
};
