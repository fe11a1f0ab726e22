import { createHash } from 'node:crypto';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { timestamp } from '../db/keys.js';
import { DEPTH_ATTRIBUTE } from '../hooks/write-depth.js';
import {
  recognise,
  RESOURCE_KINDS,
  type Item,
  type Key,
  type PresentContext,
  type ResourceKind,
} from './resource-kinds.js';

/**
 * Stream records → events, without I/O. A change is one stream record of the table
 * (NEW_AND_OLD_IMAGES); it becomes zero or one event.
 */

/** An event as delivered: the body of every webhook request. */
export interface WebhookEvent {
  /** `webhook-id` of its deliveries: derived from the stream record, so a re-read record gives the same id. */
  readonly id: string;
  readonly payload: {
    readonly type: string;
    /** When the change happened (the stream record's time), RFC 3339. */
    readonly timestamp: string;
    readonly data: {
      readonly site_id: string;
      readonly object: object;
      readonly previous_attributes?: Record<string, unknown>;
      readonly item?: Record<string, unknown>;
    };
  };
}

/** One stream record, unmarshalled. */
export interface Change {
  /** The stream record's `eventID`, unique per change. */
  readonly recordId: string;
  readonly action: 'INSERT' | 'MODIFY' | 'REMOVE';
  readonly at: Date;
  readonly key: Key;
  readonly oldImage?: Item;
  readonly newImage?: Item;
}

type Image = Record<string, AttributeValue>;

/** The record shape Lambda's DynamoDB stream events and the Streams API's GetRecords share. */
export interface StreamRecordLike {
  readonly eventID?: string;
  readonly eventName?: string;
  readonly dynamodb?: {
    readonly ApproximateCreationDateTime?: number | Date;
    readonly Keys?: Record<string, unknown>;
    readonly NewImage?: Record<string, unknown>;
    readonly OldImage?: Record<string, unknown>;
  };
}

// The Streams API client (DynamoDB Local, `npm start`) returns an empty map `{M: {}}` as `{}`:
// a well-formed attribute value has exactly one key, so `{}` can only be that map.
const repaired = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  const attribute = value as Record<string, unknown>;
  if (Object.keys(attribute).length === 0) return { M: {} };
  if (attribute.M) return { M: repairedImage(attribute.M as Record<string, unknown>) };
  if (Array.isArray(attribute.L)) return { L: attribute.L.map(repaired) };
  return value;
};
const repairedImage = (image: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, repaired(value)]));

const plain = (image: Record<string, unknown> | undefined): Item | undefined =>
  image && (unmarshall(repairedImage(image) as Image, { wrapNumbers: false }) as Item);

/** The change a stream record describes, or undefined when it is not a change of an item. */
export const changeOf = (record: StreamRecordLike): Change | undefined => {
  const keys = plain(record.dynamodb?.Keys);
  const action = record.eventName;
  if (!keys || typeof keys.pk !== 'string' || typeof keys.sk !== 'string' || !record.eventID) return undefined;
  if (action !== 'INSERT' && action !== 'MODIFY' && action !== 'REMOVE') return undefined;
  const time = record.dynamodb?.ApproximateCreationDateTime;
  const at = time instanceof Date ? time : typeof time === 'number' ? new Date(time * 1000) : new Date();
  return {
    recordId: record.eventID,
    action,
    at,
    key: { pk: keys.pk, sk: keys.sk },
    oldImage: plain(record.dynamodb?.OldImage),
    newImage: plain(record.dynamodb?.NewImage),
  };
};

/** Attributes never shown: keys, index keys, TTLs, versions (another branch may add `gsi2pk` …). */
const isInternalAttribute = (name: string) =>
  name === 'pk' ||
  name === 'sk' ||
  name === 'ttl' ||
  name === 'version' ||
  name === DEPTH_ATTRIBUTE ||
  name.startsWith('gsi');
/** Attributes that hold secrets or their hashes; never in a payload, whatever the presenter does. */
const isSecretAttribute = (name: string) => /password|secret|token_hash|session_token/i.test(name);

/** An item without keys, internal attributes and secrets. */
export const stripItem = (item: Item): Item =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !isInternalAttribute(name) && !isSecretAttribute(name)));

/** The event id of a change: stable across re-reads of the same stream record. */
export const eventIdOf = (recordId: string): string =>
  `evt_${createHash('sha256').update(recordId).digest('hex').slice(0, 24)}`;

/** What the router must look up before turning a change into an event. */
export interface EventSource {
  readonly kind: ResourceKind;
  readonly siteId: string;
  readonly parentKey?: Key;
}

/** The resource a change is about, or undefined for internal items (no event). */
export const sourceOf = (change: Change, kinds: readonly ResourceKind[] = RESOURCE_KINDS): EventSource | undefined =>
  recognise(change.key, kinds);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Old values of the top-level fields that differ between two presentations. */
export const previousAttributes = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> => {
  const changed: Record<string, unknown> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[name], after[name])) changed[name] = before[name] ?? null;
  }
  return changed;
};

const present = (
  kind: ResourceKind,
  item: Item | undefined,
  context: PresentContext,
): Record<string, unknown> | undefined => {
  if (!item) return undefined;
  const shown = kind.present(stripItem(item), context) as Record<string, unknown> | undefined;
  return shown && stripItem(shown);
};

/** A change as clients see it: hidden images (a kind's `hidden`) count as absent; undefined when neither side is visible. */
const visibleChange = (change: Change, kind: ResourceKind): Change | undefined => {
  if (!kind.hidden) return change;
  const oldImage = change.oldImage && !kind.hidden(change.oldImage) ? change.oldImage : undefined;
  const newImage = change.newImage && !kind.hidden(change.newImage) ? change.newImage : undefined;
  if (!oldImage && !newImage) return undefined;
  const action = oldImage && newImage ? 'MODIFY' : newImage ? 'INSERT' : 'REMOVE';
  return { ...change, action, oldImage, newImage };
};

/**
 * The event of a change of a recognised resource, or undefined when nothing a client sees has
 * changed (an update of internal attributes only, such as a page's child count).
 * `context.parent` is the parent item when the kind names one (read by the router).
 */
export const eventOf = (event: Change, source: EventSource, context: PresentContext): WebhookEvent | undefined => {
  const { kind, siteId } = source;
  const change = visibleChange(event, kind);
  if (!change) return undefined;
  if (kind.quiet?.(change.oldImage && stripItem(change.oldImage), change.newImage && stripItem(change.newImage)))
    return undefined;
  const id = eventIdOf(change.recordId);
  const envelope = (type: string, data: Omit<WebhookEvent['payload']['data'], 'site_id'>): WebhookEvent => ({
    id,
    payload: { type, timestamp: timestamp(change.at), data: { site_id: siteId, ...data } },
  });
  const parentContext = { ...context, parent: context.parent && stripItem(context.parent) };

  if (kind.partOf) {
    // A part of its parent: its own contents are not the object; the parent is.
    const before = change.oldImage && stripItem(change.oldImage);
    const after = change.newImage && stripItem(change.newImage);
    if (change.action === 'MODIFY' && same(before, after)) return undefined;
    const object = present(kind, (change.newImage ?? change.oldImage) as Item, parentContext);
    if (!object) return undefined;
    const action = change.action === 'INSERT' ? 'created' : change.action === 'REMOVE' ? 'deleted' : 'updated';
    return envelope(`${kind.type}.updated`, {
      object,
      item: { ...kind.partOf((change.newImage ?? change.oldImage) as Item, change.key), action },
    });
  }

  if (kind.lifecycle) {
    const type = kind.lifecycle(
      change.oldImage && stripItem(change.oldImage),
      change.newImage && stripItem(change.newImage),
    );
    const object = type ? present(kind, change.newImage ?? change.oldImage, parentContext) : undefined;
    return type && object ? envelope(type, { object }) : undefined;
  }

  const before = present(kind, change.oldImage, parentContext);
  const after = present(kind, change.newImage, parentContext);
  switch (change.action) {
    case 'INSERT':
      return after && envelope(`${kind.type}.created`, { object: after });
    case 'REMOVE': {
      const fallback = change.oldImage?.id ?? (change.oldImage?.doc as Item | undefined)?.id;
      const object = before ?? (typeof fallback === 'string' ? { id: fallback } : undefined);
      return object && envelope(`${kind.type}.deleted`, { object });
    }
    case 'MODIFY': {
      if (!after) return undefined;
      if (!before) return envelope(`${kind.type}.updated`, { object: after });
      const previous = previousAttributes(before, after);
      if (Object.keys(previous).length === 0) return undefined;
      const milestone =
        kind.milestone && change.oldImage && change.newImage
          ? kind.milestone(stripItem(change.oldImage), stripItem(change.newImage))
          : undefined;
      return envelope(milestone ?? `${kind.type}.updated`, { object: after, previous_attributes: previous });
    }
  }
};
