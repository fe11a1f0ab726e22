import type { PushRecord } from './push-record.js';

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
