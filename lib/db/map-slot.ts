import type { ItemKey } from './keys.js';
import { updateItem } from './one-item.js';

type Item = Record<string, unknown>;

/**
 * A map attribute of one item used as a set of at most `limit` named slots (a site's running
 * invocations, its secrets): taking a slot is one conditional UpdateItem, so a limit holds across
 * every instance without a read first.
 */
export interface MapSlots {
  readonly key: ItemKey;
  /** The map attribute's name. */
  readonly map: string;
  /** The most slots the map holds; a slot already taken may always be rewritten. */
  readonly limit: number;
}

/** A refused setMapSlot: the map is full, or absent (`old` is the item as it was, when asked for). */
export interface SlotRefused {
  readonly set: false;
  /** The map as it was, slot name to value; undefined when the item has no map (or was not asked for). */
  readonly old?: Readonly<Record<string, unknown>>;
}

export type SlotOutcome = { readonly set: true; readonly attributes: Item | undefined } | SlotRefused;

/**
 * Sets one slot of the map: one UpdateItem, conditioned on the map existing and the slot being
 * taken already or the map holding fewer than `limit` slots. `returnValues` says what a success
 * returns; `old` asks a refusal for the map as it was, at no extra request.
 */
export const setMapSlot = async (
  slots: MapSlots,
  slot: string,
  value: unknown,
  options: { returnValues: 'ALL_NEW' | 'UPDATED_OLD'; old?: boolean },
): Promise<SlotOutcome> => {
  const out = await updateItem(slots.key, {
    UpdateExpression: 'SET #map.#slot = :value',
    ConditionExpression: 'attribute_exists(#map) AND (attribute_exists(#map.#slot) OR size(#map) < :limit)',
    ExpressionAttributeNames: { '#map': slots.map, '#slot': slot },
    ExpressionAttributeValues: { ':value': value, ':limit': slots.limit },
    ReturnValues: options.returnValues,
    ...(options.old && { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const }),
  });
  if (!out.refused) return { set: true, attributes: out.attributes };
  const map = out.old?.[slots.map];
  return { set: false, ...(map !== undefined && { old: map as Record<string, unknown> }) };
};

/** Starts the map with its first slots unless it exists: one UpdateItem. False when it existed already. */
export const startMap = async (slots: MapSlots, first: Readonly<Record<string, unknown>>): Promise<boolean> => {
  const out = await updateItem(slots.key, {
    UpdateExpression: 'SET #map = :first',
    ConditionExpression: 'attribute_not_exists(#map)',
    ExpressionAttributeNames: { '#map': slots.map },
    ExpressionAttributeValues: { ':first': first },
  });
  return !out.refused;
};

/**
 * Frees slots: one UpdateItem. `when: 'map'` frees what it finds of them while the map exists
 * (leases another caller may have freed already); `when: 'slot'` frees one slot that must be
 * there. False when the condition failed (no map, or no such slot).
 */
export const freeMapSlots = async (
  slots: Pick<MapSlots, 'key' | 'map'>,
  names: readonly string[],
  when: 'map' | 'slot',
): Promise<boolean> => {
  if (!names.length) return false;
  const out = await updateItem(slots.key, {
    UpdateExpression: `REMOVE ${names.map((_, i) => `#map.#s${i}`).join(', ')}`,
    ConditionExpression:
      when === 'map' ? 'attribute_exists(#map)' : names.map((_, i) => `attribute_exists(#map.#s${i})`).join(' AND '),
    ExpressionAttributeNames: { '#map': slots.map, ...Object.fromEntries(names.map((name, i) => [`#s${i}`, name])) },
  });
  return !out.refused;
};
