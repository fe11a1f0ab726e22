import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../db/cancellation.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, sitePk, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { conflict, contention, unprocessable, type FieldError } from '../http/errors.js';
import type { Acl } from './acl.js';
import type { Customization } from './entry-fields.js';
import { purgeAfterDelete } from '../db/purge.js';
import type { CreateChannel, CustomizationInput, UpdateChannel } from './schemas.js';
import { slugFor, slugify } from './slug.js';
import { HEAD_INDEX_KEY, indexOrder, orderableFields, TAIL_INDEX_KEY, UPDATED_TAIL_KEY } from './entry-order.js';

/** A channel as stored and shown (spec 2.8), minus its urls. */
export interface Channel {
  readonly id: string;
  readonly site_id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly sensitive: boolean;
  readonly customizations: readonly Customization[];
  readonly acl: Acl;
  readonly created_at: string;
  readonly updated_at: string;
  /**
   * The order (`field:direction`) GSI2 holds the entries in; differs from order_by/order_direction
   * while a change of order is re-keying them. Internal: not shown.
   */
  readonly index_order?: string;
  readonly [setting: string]: unknown;
}

// A channel and its entries share one partition (sk CHANNEL, ENTRY#…, SLUG#…, UNIQUE#…), so an
// entry read fetches channel and entry in one BatchGetItem and a list reads the channel and the
// first page in one Query. GSI1 lists a site's channels; a claim item keeps channel slugs unique.
/** Partition of a channel and its entries. */
export const channelPk = (siteId: string, channelId: string) => sitePk(siteId, `CHANNEL#${channelId}`);
export const channelKey = (siteId: string, channelId: string) => ({ pk: channelPk(siteId, channelId), sk: 'CHANNEL' });
/** GSI1 partition of a channel's entries in updated_at order (its tail copy at the far end). */
export const channelUpdatedPk = (siteId: string, channelId: string) => `${channelPk(siteId, channelId)}#UPDATED`;
const slugClaimKey = (siteId: string, slug: string) => ({ pk: sitePk(siteId, `CHANNEL_SLUG#${slug}`), sk: 'CHANNEL_SLUG' });
const channelsIndex = (siteId: string) => sitePk(siteId, 'CHANNELS');

export const toChannel = ({ pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...channel }: Record<string, unknown>): Channel => channel as unknown as Channel;

// A copy of the channel item sits at the far end of its partition (sk ENTRY$, right after the last
// ENTRY#…) and of its GSI2 order, so a list reading entries backwards meets the channel first too:
// one Query, either way.
/** Key of the channel's tail copy. */
export const channelTailKey = (siteId: string, channelId: string) => ({ pk: channelPk(siteId, channelId), sk: 'ENTRY$' });

/** The channel item and its tail copy, as written by every channel write (GSI1 lists it, GSI2 heads its entries' order). */
const channelItems = (siteId: string, channel: Channel) => {
  const item = { ...channel, gsi2pk: channelPk(siteId, channel.id), gsi2sk: HEAD_INDEX_KEY };
  return {
    head: { ...channelKey(siteId, channel.id), gsi1pk: channelsIndex(siteId), gsi1sk: `CHANNEL#${channel.id}`, ...item },
    tail: {
      ...channelTailKey(siteId, channel.id), ...channel,
      gsi1pk: channelUpdatedPk(siteId, channel.id), gsi1sk: UPDATED_TAIL_KEY, gsi2pk: channelPk(siteId, channel.id), gsi2sk: TAIL_INDEX_KEY,
    },
  };
};

const DEFAULT_SETTINGS = {
  description: '', sensitive: false, submittable: false, rss_enabled: false, order_by: 'created_at', order_direction: 'asc',
  search_enabled: false, search_excluded_field_ids: [], submittable_fields: [], submittable_html_fields: [],
  submittable_notifications: false, submittable_receivers: '', submittable_notification_template: '',
  submittable_confirmations: false, submittable_confirmation_receivers: '', submittable_confirmation_template: '',
  spam_detection: false, rss_title: '', rss_description: '', rss_title_field: '', rss_description_field: '',
};

const DEFAULT_ACL: Acl = { create: 'none', read: 'none', update: 'none', delete: 'none' };

/** Stored customizations from the request's: ids and creation times are kept for fields matched by id or name. */
const buildCustomizations = (input: readonly CustomizationInput[], previous: readonly Customization[], now: string): Customization[] =>
  input.map((field) => {
    const before = previous.find((p) => (field.id !== undefined && p.id === field.id) || p.name === field.name);
    const options = field.select_options?.map((option, index) => {
      const old = before?.select_options?.find((o) => (option.id !== undefined && o.id === option.id) || o.name === option.name);
      return { id: option.id ?? old?.id ?? newId(), position: option.position ?? index, name: option.name, slug: option.slug ?? (slugify(option.name) || `option-${index + 1}`) };
    });
    const changed = !before || JSON.stringify({ ...before, id: undefined, created_at: undefined, updated_at: undefined }) !== JSON.stringify({ ...field, id: undefined, select_options: options });
    return {
      ...field,
      ...(options && { select_options: options }),
      id: before?.id ?? newId(),
      created_at: (before?.created_at as string | undefined) ?? now,
      updated_at: changed ? now : (before?.updated_at as string),
    } as Customization;
  });

/** Settings naming a field must name one of the channel's customizations. */
const fieldReferenceErrors = (channel: Record<string, unknown>, customizations: readonly Customization[]): FieldError[] => {
  const names = new Set(customizations.map((field) => field.name));
  return (['label_field', 'title_field', 'rss_title_field', 'rss_description_field'] as const)
    .filter((setting) => typeof channel[setting] === 'string' && channel[setting] !== '' && !names.has(channel[setting] as string))
    .map((setting): FieldError => ({ field: setting, message: `${setting} must name one of the channel's customizations`, code: 'not_allowed' }))
    .concat(typeof channel.order_by === 'string' && !orderableFields({ customizations }).includes(channel.order_by)
      ? [{ field: 'order_by', message: `order_by must be one of ${orderableFields({ customizations }).join(', ')}`, code: 'not_allowed' }]
      : []);
};

// Only a failed condition means "taken" or "changed"; a collision with another transaction is retryable.
const isCancelled = isConditionFailure;
const slugTaken = (slug: string) => conflict('slug_taken', `A channel with slug ${slug} already exists on this site`);

/** Creates a channel and claims its slug: one TransactWriteItems (409 when the slug is taken). */
export const createChannel = async (siteId: string, input: CreateChannel): Promise<Channel> => {
  const now = timestamp();
  const id = newId();
  const { customizations: fields, acl, slug, ...settings } = input;
  const customizations = buildCustomizations(fields, [], now);
  const firstText = customizations.find((field) => field.type === 'string')?.name ?? '';
  const channel: Channel = {
    ...DEFAULT_SETTINGS,
    label_field: firstText,
    title_field: firstText,
    ...settings,
    id,
    site_id: siteId,
    slug: slugFor(slug, input.name, id),
    name: input.name,
    customizations,
    acl: { ...DEFAULT_ACL, ...acl },
    created_at: now,
    updated_at: now,
  };
  const errors = fieldReferenceErrors(channel, customizations);
  // A new channel has no entries: they are keyed in its order from the first.
  const created: Channel = { ...channel, index_order: indexOrder(channel) };
  const items = channelItems(siteId, created);
  if (errors.length) throw unprocessable(errors);
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE_NAME, Item: { ...slugClaimKey(siteId, channel.slug), channel_id: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: TABLE_NAME, Item: items.head } },
        { Put: { TableName: TABLE_NAME, Item: items.tail } },
      ],
    }));
  } catch (error) {
    if (isCancelled(error)) throw slugTaken(channel.slug);
    throw error;
  }
  return created;
};

/** The id of the channel a path names: an id as is (no I/O), a slug through its claim (one GetItem). */
export const resolveChannelId = async (siteId: string, idOrSlug: string): Promise<string | undefined> => {
  if (isId(idOrSlug)) return idOrSlug;
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: slugClaimKey(siteId, idOrSlug.toLowerCase()) }));
  return Item?.channel_id as string | undefined;
};

/** A channel by id or slug: one GetItem by id, two by slug. */
export const findChannel = async (siteId: string, idOrSlug: string): Promise<Channel | undefined> => {
  const id = await resolveChannelId(siteId, idOrSlug);
  if (!id) return undefined;
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: channelKey(siteId, id) }));
  return Item && toChannel(Item);
};

/** Which channels a caller may see: plain ones (read_channels), privacy-sensitive ones (read_sensitive_channels). */
export interface ChannelVisibility { readonly plain: boolean; readonly sensitive: boolean }

/** A site's channels, oldest first, of the kinds the caller may see: one Query on the site's GSI1 CHANNELS partition. */
export const listChannels = async (siteId: string, page: PageRequest, visible: ChannelVisibility): Promise<Page<Channel>> => {
  const only = visible.plain && visible.sensitive ? undefined : visible.sensitive;
  const result = await queryPage({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(only === undefined
      ? { ExpressionAttributeValues: { ':pk': channelsIndex(siteId) } }
      : {
        FilterExpression: only ? '#sensitive = :yes' : '#sensitive <> :yes',
        ExpressionAttributeNames: { '#sensitive': 'sensitive' },
        ExpressionAttributeValues: { ':pk': channelsIndex(siteId), ':yes': true },
      }),
  }, page, { partition: ['gsi1pk', channelsIndex(siteId)], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] });
  return { ...result, items: result.items.map(toChannel) };
};

/**
 * Changes the settings a PUT names and moves the slug claim when the slug changes: one
 * TransactWriteItems, conditioned on the version read (409 edit_conflict when it changed meanwhile).
 */
export const updateChannel = async (siteId: string, current: Channel, input: UpdateChannel): Promise<Channel> => {
  const now = timestamp();
  const { customizations: fields, acl, ...settings } = input;
  const customizations = fields ? buildCustomizations(fields, current.customizations, now) : current.customizations;
  const next: Channel = { ...current, ...settings, customizations, acl: { ...current.acl, ...acl }, updated_at: now };
  const errors = fieldReferenceErrors(next, customizations);
  if (errors.length) throw unprocessable(errors);
  const written = channelItems(siteId, next);
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [{
    Put: {
      TableName: TABLE_NAME,
      Item: written.head,
      ConditionExpression: 'updated_at = :read',
      ExpressionAttributeValues: { ':read': current.updated_at },
    },
  }, { Put: { TableName: TABLE_NAME, Item: written.tail } }];
  if (next.slug !== current.slug) {
    items.push(
      { Put: { TableName: TABLE_NAME, Item: { ...slugClaimKey(siteId, next.slug), channel_id: current.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Delete: { TableName: TABLE_NAME, Key: slugClaimKey(siteId, current.slug) } },
    );
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[2]?.Code === 'ConditionalCheckFailed') throw slugTaken(next.slug);
    throw contention();
  }
  return next;
};

/**
 * Deletes a channel: one TransactWriteItems removes it and its slug claim (so it is gone at once),
 * then its entries and their claims are purged. False when it did not exist.
 */
export const deleteChannel = async (siteId: string, channel: Channel): Promise<boolean> => {
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: TABLE_NAME, Key: channelKey(siteId, channel.id), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: TABLE_NAME, Key: slugClaimKey(siteId, channel.slug) } },
        { Delete: { TableName: TABLE_NAME, Key: channelTailKey(siteId, channel.id) } },
      ],
    }));
  } catch (error) {
    if (isCancelled(error)) return false;
    throw error;
  }
  await purgeAfterDelete('channel', [channelPk(siteId, channel.id)]);
  return true;
};

/** Public shape of a channel (spec 2.8). */
export const presentChannel = (channel: Channel, base: string) => {
  const { site_id: _site, index_order: _index, customizations, ...rest } = channel;
  const url = `${base}/channels/${channel.id}`;
  return {
    ...rest,
    url,
    entries_url: `${url}/entries`,
    customizations: customizations.map((field) => ({ ...field })),
  };
};
