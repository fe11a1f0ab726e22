import { logger } from '../http/logger.js';
import type { Change, EventSource, WebhookEvent } from '../events/event-map.js';
import type { AfterHooks } from '../events/router.js';
import type { Item, Key } from '../events/resource-kinds.js';
import { DEPTH_ATTRIBUTE } from '../hooks/write-depth.js';
import { cloudCodeQueue } from './job-runs.js';
import { cloudCodeLimits } from './limits.js';
import { watchesKind, findHook, type HookAction, type HookKind } from './manifest.js';
import { siteCode } from './state.js';

const HOOK_KINDS: ReadonlySet<string> = new Set(['entry', 'customer', 'product', 'coupon', 'order']);
const ACTIONS: Readonly<Record<string, HookAction>> = { created: 'create', updated: 'update', deleted: 'delete' };

/**
 * Whether any after-hook of the site watches this resource's kind: read from what the instance
 * knows of the site's active deployment (one GetItem per site per 10 s), so the router looks no
 * further for sites without hooks.
 */
export const watchedByAfterHook = async (source: EventSource): Promise<boolean> => {
  if (!HOOK_KINDS.has(source.kind.type)) return false;
  const code = await siteCode(source.siteId);
  return !!code.active && watchesKind(code.active.manifest, 'after', source.kind.type as HookKind);
};

/**
 * Queues the after-hook an event is watched by (the event router's step, for changes that
 * `watchedByAfterHook`): `req.object` is the resource as the event shows it, `req.original` (on
 * updates) the object with its previous attributes. An entry's channel is named by its slug (its
 * channel item: one GetItem per batch). The change's depth is the one its item was written with
 * (cloud code's writes carry it): a change 3 deep runs no more hooks. At least once, like webhooks.
 */
export const queueAfterHook = async (
  change: Change,
  source: EventSource,
  event: WebhookEvent,
  apiBase: string,
  item: (key: Key) => Promise<Item | undefined>,
): Promise<void> => {
  const kind = source.kind.type as HookKind;
  const action = ACTIONS[event.payload.type.split('.')[1] as string];
  if (!action) return;
  const channel =
    kind === 'entry' ? ((await item({ pk: change.key.pk, sk: 'CHANNEL' }))?.slug as string | undefined) : undefined;
  const code = await siteCode(source.siteId);
  if (!code.active || !findHook(code.active.manifest, 'after', kind, action, channel)) return;
  const depth = Number((change.newImage ?? change.oldImage)?.[DEPTH_ATTRIBUTE] ?? 0);
  if (depth + 1 >= cloudCodeLimits().maxDepth) {
    logger.warn('cloud code: an after-hook was not run, the change is too deep', {
      siteId: source.siteId,
      event: event.payload.type,
      depth,
    });
    return;
  }
  const { object, previous_attributes: previous } = event.payload.data as {
    object: Record<string, unknown>;
    previous_attributes?: Record<string, unknown>;
  };
  await cloudCodeQueue().send({
    type: 'after_hook',
    siteId: source.siteId,
    kind,
    action,
    ...(channel && { channel }),
    object,
    ...(previous && { original: { ...object, ...previous } }),
    depth,
    eventId: event.id,
    apiBase,
  });
};

/** Cloud code's after-hooks as the event router runs them (the entry points hand it over). */
export const cloudCodeAfterHooks: AfterHooks = { watches: watchedByAfterHook, queue: queueAfterHook };
