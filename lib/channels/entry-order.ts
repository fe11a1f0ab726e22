import { positionKey, type ListCatalogue, type ListField, type ListFieldType } from '../db/list-query-rules.js';
import type { Customization } from './entry-fields.js';

// What an entry list can filter and sort by, and the key that keeps a channel's entries in their
// channel's order in GSI2 (pure: no I/O).

const FIELD_TYPES: Readonly<Record<string, ListFieldType | undefined>> = {
  string: 'string',
  text: 'string',
  integer: 'number',
  float: 'number',
  boolean: 'boolean',
  date: 'datetime',
  select: 'select',
  belongs_to: 'id',
};

/** The channel settings the order and catalogue depend on. */
export interface OrderedChannel {
  readonly customizations: readonly Customization[];
  readonly order_by?: unknown;
  readonly order_direction?: unknown;
}

/** The fields of a channel's entries: id, slug, created_at, updated_at, submission_status and every customization but files. */
export const entryCatalogue = (channel: Pick<OrderedChannel, 'customizations'>): ListCatalogue => {
  const builtIn: ListField[] = [
    { name: 'id', type: 'id', read: (item) => item.id },
    { name: 'slug', type: 'string', read: (item) => item.slug },
    { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
    { name: 'updated_at', type: 'datetime', read: (item) => item.updated_at },
    // A public submission's state (lib/forms): reviewers list spam with where[submission_status]=spam.
    {
      name: 'submission_status',
      type: 'select',
      options: ['received', 'spam'],
      read: (item) => item.submission_status,
    },
  ];
  const taken = new Set(builtIn.map((field) => field.name));
  const custom = channel.customizations.flatMap((field): ListField[] => {
    const type = FIELD_TYPES[field.type];
    if (!type || taken.has(field.name)) return [];
    return [
      {
        name: field.name,
        type,
        read: (item) => (item.fields as Record<string, unknown> | undefined)?.[field.name],
        ...(type === 'select' && { options: (field.select_options ?? []).map((option) => option.slug) }),
      },
    ];
  });
  return [...builtIn, ...custom];
};

/** Names `order_by` may take on a channel. */
export const orderableFields = (channel: Pick<OrderedChannel, 'customizations'>): string[] =>
  entryCatalogue(channel).map((field) => field.name);

/** The field a channel orders its entries by (created_at when its order_by names none). */
export const orderField = (channel: OrderedChannel): ListField => {
  const catalogue = entryCatalogue(channel);
  return catalogue.find((field) => field.name === channel.order_by) ?? (catalogue[2] as ListField);
};

/** Whether the channel's default order is descending. */
export const orderDescending = (channel: OrderedChannel): boolean => channel.order_direction === 'desc';

/** The order GSI2 holds a channel's entries in, as stored on the channel (`index_order`) once every entry is keyed so. */
export const indexOrder = (channel: OrderedChannel): string => {
  const field = orderField(channel);
  // The type and select options are part of it: retyping the field changes its keys too.
  return `${field.name}:${field.type}:${orderDescending(channel) ? 'desc' : 'asc'}`;
};

// GSI2 sort keys in a channel's partition: the channel item at 0, entries at 1…, in the channel's
// order, and the channel's tail copy at 2.
export const HEAD_INDEX_KEY = '0';
export const TAIL_INDEX_KEY = '2';

/** An entry's GSI2 key under its channel's order: its position in that order (direction included), ties by id. */
export const entryIndexKey = (channel: OrderedChannel, entry: Record<string, unknown> & { id: string }): string => {
  const field = orderField(channel);
  return `1${positionKey(field.type, field.read(entry), entry.id, orderDescending(channel))}`;
};

/** An entry's GSI1 key in its channel's updated_at order (ascending), ties by id. */
export const entryUpdatedKey = (entry: Record<string, unknown> & { id: string }): string =>
  `1${positionKey('datetime', entry.updated_at, entry.id)}`;

// GSI1 keys of a channel's updated_at order: entries at 1…, the channel's tail copy at 3 (after them).
export const UPDATED_TAIL_KEY = '3';
