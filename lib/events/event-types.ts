/**
 * The event types a webhook can subscribe to and the matching of subscription patterns.
 * No I/O: shared by the webhooks API (validation) and the event router (matching).
 */

/** Resources that emit `<resource>.created|updated|deleted`. Add a resource here and in resource-kinds.ts. */
export const EVENT_RESOURCES = [
  'page',
  'blog',
  'article',
  'menu',
  'redirect',
  'channel',
  'entry',
  'theme',
  'customer',
  'customer_group',
  'coupon',
  'shipping_rate',
  'checkout_profile',
  'product',
  'collection',
  'product_type',
  'vendor',
  'order',
  'device',
  'upload',
  'translation',
] as const;
export type EventResource = (typeof EVENT_RESOURCES)[number];

export const EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * Events of a resource's lifecycle other than created/updated/deleted: a push send emits only
 * `push.completed`, an erasure only `customer.erased` (resource-kinds.ts: `lifecycle`). Add the
 * type here and in the kind.
 */
export const LIFECYCLE_EVENTS = [
  'push.completed',
  'order.paid',
  'order.cancelled',
  'invoice.created',
  'credit_note.created',
  'payment.created',
  'payment.authorized',
  'payment.paid',
  'payment.failed',
  'payment.canceled',
  'payment.expired',
  'payment.voided',
  'payment.refunded',
  'refund.succeeded',
  'refund.failed',
  'fulfillment.created',
  'fulfillment.cancelled',
  'customer.erased',
] as const;

/** Sent to one webhook on request (`POST /webhooks/{id}/ping`), whatever its filter. */
export const PING = 'ping';

/** Every event type, `ping` included. */
export const EVENT_TYPES: readonly string[] = [
  ...EVENT_RESOURCES.flatMap((resource) => EVENT_ACTIONS.map((action) => `${resource}.${action}`)),
  ...LIFECYCLE_EVENTS,
  PING,
];

const known = new Set(EVENT_TYPES);
const resources = new Set<string>([
  ...EVENT_RESOURCES,
  ...LIFECYCLE_EVENTS.map((type) => type.slice(0, type.indexOf('.'))),
]);

/** True when `pattern` is an event type, `<resource>.*` of a known resource, or `*`. */
export const isEventPattern = (pattern: string): boolean => {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) return resources.has(pattern.slice(0, -2));
  return known.has(pattern) && pattern !== PING;
};

/** True when an event of `type` is wanted by a webhook subscribed to `patterns`. */
export const matchesPatterns = (type: string, patterns: readonly string[]): boolean =>
  patterns.some(
    (pattern) =>
      pattern === '*' || pattern === type || (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))),
  );
