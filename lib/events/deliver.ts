import { getDeliveryAndWebhook, recordAttempt, recordWebhookHealth, type DeliveryRef } from '../webhooks/deliveries.js';
import { webhookSettings } from '../webhooks/settings.js';
import { signatureHeader } from '../webhooks/signature.js';
import { signingSecrets } from '../webhooks/webhooks.js';
import { PING } from './event-types.js';
import type { DeliveryQueue } from './queue.js';
import { send } from './send.js';
import { deliveryBody } from '../webhooks/payload.js';

export const USER_AGENT = 'SiteAPI-Webhooks/1.0 (+https://www.standardwebhooks.com)';

/** What became of one queued attempt. */
export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped' | 'waiting';

/**
 * One attempt of a delivery (the delivery step): reads the delivery and its webhook (one
 * BatchGetItem), POSTs the payload signed as Standard Webhooks says, records the attempt (one
 * conditional UpdateItem: a repeated message is dropped there) and, on failure, queues the next
 * attempt after the schedule's delay or marks the delivery failed after the last.
 */
export const deliverOnce = async (
  ref: DeliveryRef,
  queue: DeliveryQueue,
  now = () => new Date(),
): Promise<AttemptOutcome> => {
  if (ref.notBefore !== undefined && ref.notBefore > now().getTime()) {
    // Longer than the queue can hold a message: wait again for the rest.
    await queue.send(ref, Math.ceil((ref.notBefore - now().getTime()) / 1000));
    return 'waiting';
  }
  const settings = webhookSettings();
  const { delivery, webhook } = await getDeliveryAndWebhook(ref);
  if (delivery?.status !== 'pending' || delivery.attempts !== ref.attempts) return 'skipped';

  const explicit = delivery.event_type === PING || delivery.round_limit === 1;
  const unusable = !webhook ? 'webhook deleted' : !webhook.active && !explicit ? 'webhook inactive' : undefined;
  if (unusable || !webhook) {
    await recordAttempt(ref, {
      status: 'failed',
      at: now(),
      nextAttemptAt: null,
      responseStatus: null,
      responseTimeMs: null,
      responseBody: null,
      error: unusable ?? null,
    });
    return 'failed';
  }

  // A ping is logged in the newest shape (queued without reading its webhook): rendered here.
  const started = now();
  const body = deliveryBody(delivery, webhook, started);
  const seconds = Math.floor(started.getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': delivery.event_id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': signatureHeader(signingSecrets(webhook, started.getTime()), delivery.event_id, seconds, body),
  };
  const result = await send(webhook.url, headers, body, { allowPrivate: settings.allowPrivateUrls });
  const round = delivery.round + 1;
  const delay = settings.retrySchedule[round - 1];
  const retry = !result.ok && round < delivery.round_limit && delay !== undefined;
  const at = now();
  const recorded = await recordAttempt(ref, {
    status: result.ok ? 'succeeded' : retry ? 'pending' : 'failed',
    at,
    nextAttemptAt: retry ? new Date(at.getTime() + delay * 1000) : null,
    responseStatus: result.status,
    responseTimeMs: result.timeMs,
    responseBody: result.body,
    error: result.error,
    // A payload stored unrendered is logged as sent, and later attempts send those same bytes.
    ...(delivery.payload_shape && { payload: body }),
  });
  if (!recorded) return 'skipped';
  if (delivery.event_type !== PING)
    await recordWebhookHealth(ref.siteId, webhook, result.ok, settings.disableAfterMs, at);
  if (retry) {
    await queue.send({ ...ref, attempts: ref.attempts + 1, notBefore: at.getTime() + delay * 1000 }, delay);
    return 'retrying';
  }
  return result.ok ? 'succeeded' : 'failed';
};
