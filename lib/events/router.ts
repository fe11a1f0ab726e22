import { readItem } from '../db/one-item.js';
import { keys } from '../db/keys.js';
import { logger } from '../http/logger.js';
import { recordDelivery, type DeliveryRef } from '../webhooks/deliveries.js';
import { webhookSettings } from '../webhooks/settings.js';
import { activeWebhooks, type Webhook } from '../webhooks/webhooks.js';
import {
  changeOf,
  eventOf,
  sourceOf,
  type Change,
  type EventSource,
  type StreamRecordLike,
  type WebhookEvent,
} from './event-map.js';
import { matchesPatterns } from './event-types.js';
import type { DeliveryQueue } from './queue.js';
import type { Item, Key } from './resource-kinds.js';
import { queueSubmissionMail } from '../forms/submission-changes.js';
import { queueCustomerMail } from '../mail-templates/customer-mail-requests.js';
import { queueGroupFanout } from '../customer-groups/group-fanout.js';
import { queueVendorFanout } from '../vendors/vendor-changes.js';
import { queueErasure } from '../privacy/erasure-worker.js';
import { queueSearchChange } from '../search/search-changes.js';

/**
 * Work a change starts besides webhook events, each idempotent (a stream record may be read
 * again): an accepted submission's mail (lib/forms), a customer account's mail
 * (lib/mail-templates), a renamed or deleted customer group's members' copies
 * (lib/customer-groups), a renamed vendor's products' copies (lib/vendors), an erased customer's orders and delivery logs (lib/privacy), a searchable
 * resource's indexing (lib/search). One line per reaction.
 */
const CHANGE_REACTIONS: readonly ((change: Change) => Promise<void>)[] = [
  queueSubmissionMail,
  queueCustomerMail,
  queueGroupFanout,
  queueVendorFanout,
  queueErasure,
  queueSearchChange,
];

/**
 * What runs after a change from its event, besides webhooks: implemented by cloud code's
 * after-hooks (`cloudCodeAfterHooks`, lib/cloudcode/after-hooks.ts), which the entry point hands
 * the router, so that lib/events never imports cloud code.
 */
export interface AfterHooks {
  /** Whether any after-hook of the change's site watches its kind (the router looks no further when nothing does). */
  watches(source: EventSource): Promise<boolean>;
  /** Queues the after-hook the event is watched by, if any; `item` reads an item of the batch (one GetItem per key). */
  queue(
    change: Change,
    source: EventSource,
    event: WebhookEvent,
    base: string,
    item: (key: Key) => Promise<Item | undefined>,
  ): Promise<void>;
}

export interface RouterOptions {
  readonly queue: DeliveryQueue;
  /** The API's public base URL, for `url` fields of the objects. */
  readonly base: string;
  readonly afterHooks: AfterHooks;
}

/** Records that failed, by index in the batch (the caller maps them to its own identifiers). */
export interface RouteResult {
  readonly failedAt?: number;
  readonly events: number;
  readonly deliveries: number;
}

const DELIVERY_PARTITION = /^[0-9a-f]{24}#WEBHOOK_DELIVERY#([0-9a-f]{24})$/;

/** A delivery item whose `queued_at` changed (recorded, pinged, redelivered): the attempt to queue. */
const queuedDelivery = (change: Change): DeliveryRef | undefined => {
  const match = DELIVERY_PARTITION.exec(change.key.pk);
  const next = change.newImage;
  if (!match || !next || next.status !== 'pending' || next.queued_at === change.oldImage?.queued_at) return undefined;
  return {
    siteId: next.site_id as string,
    webhookId: match[1] as string,
    deliveryId: change.key.sk,
    attempts: next.attempts as number,
  };
};

/** Reads, once per batch, what the presenters need: a site's webhooks, its subdomain, parent items. */
class BatchLookups {
  private readonly webhooks = new Map<string, Promise<Webhook[]>>();
  private readonly items = new Map<string, Promise<Item | undefined>>();

  /** Active webhooks of a site: one Query per site per batch. */
  webhooksOf(siteId: string): Promise<Webhook[]> {
    let found = this.webhooks.get(siteId);
    if (!found) this.webhooks.set(siteId, (found = activeWebhooks(siteId)));
    return found;
  }

  /** One item by key: one GetItem per key per batch. */
  item(key: Key): Promise<Item | undefined> {
    const id = `${key.pk}\u0000${key.sk}`;
    let found = this.items.get(id);
    if (!found) {
      found = readItem(key, { eventual: true });
      this.items.set(id, found);
    }
    return found;
  }
}

/** A deletion its kind's `silencedBy` item silences (one strongly consistent GetItem, only for such deletions). */
const silenced = async (change: Change, source: EventSource): Promise<boolean> => {
  if (change.action !== 'REMOVE' || !change.oldImage || !source.kind.silencedBy) return false;
  const key = source.kind.silencedBy(source.siteId, change.oldImage);
  return key !== undefined && (await readItem(key)) !== undefined;
};

/**
 * The router step: a batch of stream records, in order, each either
 * - a change of a resource → its event → one delivery per active webhook of its site that wants it
 *   (recorded in the table, idempotently: a re-read record records nothing new), or
 * - a delivery whose `queued_at` changed → its attempt queued.
 * Stops at the first record that fails and reports its index: what came before it is done, and
 * what follows is retried with it (the stream contract; every step is idempotent).
 */
export const routeRecords = async (
  records: readonly StreamRecordLike[],
  options: RouterOptions,
): Promise<RouteResult> => {
  const lookups = new BatchLookups();
  const roundLimit = webhookSettings().retrySchedule.length + 1;
  let events = 0;
  let deliveries = 0;
  for (const [index, record] of records.entries()) {
    try {
      const change = changeOf(record);
      if (!change) continue;
      const queued = queuedDelivery(change);
      if (queued) {
        await options.queue.send(queued, 0);
        continue;
      }
      for (const react of CHANGE_REACTIONS) await react(change);
      const source = sourceOf(change);
      if (!source) continue;
      const [webhooks, hooked] = await Promise.all([
        lookups.webhooksOf(source.siteId),
        options.afterHooks.watches(source),
      ]);
      if (webhooks.length === 0 && !hooked) continue;
      const [site, parent] = await Promise.all([
        lookups.item(keys.site(source.siteId)),
        source.parentKey ? lookups.item(source.parentKey) : Promise.resolve(undefined),
      ]);
      const event = eventOf(change, source, {
        base: options.base,
        subdomain: (site?.subdomain as string | undefined) ?? '',
        parent,
      });
      if (!event || (await silenced(change, source))) continue;
      // After-hooks run from the same events, through their work queue.
      if (hooked) await options.afterHooks.queue(change, source, event, options.base, (key) => lookups.item(key));
      events += 1;
      const wanted = webhooks.filter((webhook) => matchesPatterns(event.payload.type, webhook.events));
      const recorded = await Promise.all(
        wanted.map((webhook) => recordDelivery(source.siteId, webhook, event, roundLimit)),
      );
      deliveries += recorded.filter(Boolean).length;
    } catch (error) {
      logger.error('event router: record failed', { error, index, eventID: record.eventID });
      return { failedAt: index, events, deliveries };
    }
  }
  return { events, deliveries };
};
