import type { Device } from './device-rules.js';
import type { PushRecord } from './push-record.js';

/** A device as the API shows it: never its token or subscription, only a hint of them. */
export const presentDevice = (device: Device, base: string) => ({
  id: device.id,
  url: `${base}/devices/${device.id}`,
  installation_id: device.installation_id,
  platform: device.platform,
  token_hint: device.token_hint,
  endpoint_host: device.endpoint_host,
  app_name: device.app_name,
  app_version: device.app_version,
  locale: device.locale,
  time_zone: device.time_zone,
  badge: device.badge,
  channels: [...device.channels],
  tags: [...device.tags],
  customer_id: device.customer_id,
  active: device.active,
  deactivated_at: device.deactivated_at,
  deactivation_reason: device.deactivation_reason,
  last_seen_at: device.last_seen_at,
  created_at: device.created_at,
  updated_at: device.updated_at,
});

/** A send as the API shows it. */
export const presentPush = (push: PushRecord, base: string) => ({
  id: push.id,
  url: `${base}/devices/push/${push.id}`,
  status: push.status,
  target: push.target,
  notification: push.notification,
  options: push.options,
  counts: push.counts,
  by_platform: push.by_platform,
  errors: push.errors,
  send_at: push.send_at,
  expires_at: push.expires_at,
  created_at: push.created_at,
  updated_at: push.updated_at,
  started_at: push.started_at,
  completed_at: push.completed_at,
  cancelled_at: push.cancelled_at,
});
