import { type Entity, createRecord, getRecord, removeRecord, resolveRecordId, updateRecord } from '../db/entity.js';
import { recordOf } from '../db/record.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { countItems } from '../db/count.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { purgeAfterDelete } from '../db/purge.js';
import { slugify } from '../db/slug.js';
import { GSI1 } from '../db/table.js';
import { conflict, unprocessable, type FieldError } from '../http/errors.js';
import type { Acl } from './acl.js';
import type { Customization } from './entry-fields.js';
import type { CreateChannel, CustomizationInput, UpdateChannel } from './schemas.js';
import { slugFor } from './slug.js';
import { HEAD_INDEX_KEY, indexOrder, orderableFields, TAIL_INDEX_KEY, UPDATED_TAIL_KEY } from './entry-order.js';
import { channelKey, channelPk, channelsIndex, channelSlugKey, channelTailKey, channelUpdatedPk } from './keys.js';

/** A channel as stored and shown, minus its urls. */
export interface Channel {
  readonly id: string;
  readonly site_id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly sensitive: boolean;
  readonly customizations: readonly Customization[];
  readonly acl: Acl;
  readonly submittable: boolean;
  readonly rss_enabled: boolean;
  readonly label_field?: string;
  readonly title_field?: string;
  readonly order_by: string;
  readonly order_direction: 'asc' | 'desc';
  readonly search_enabled: boolean;
  readonly search_excluded_field_ids: readonly string[];
  readonly submittable_fields: readonly string[];
  readonly submittable_html_fields: readonly string[];
  readonly submittable_notifications: boolean;
  readonly submittable_receivers: string;
  readonly submittable_notification_template: string;
  readonly submittable_confirmations: boolean;
  readonly submittable_confirmation_receivers: string;
  readonly submittable_confirmation_template: string;
  readonly spam_detection: boolean;
  readonly rss_title: string;
  readonly rss_description: string;
  readonly rss_title_field: string;
  readonly rss_description_field: string;
  readonly created_at: string;
  readonly updated_at: string;
  /**
   * The order (`field:direction`) GSI2 holds the entries in; differs from order_by/order_direction
   * while a change of order is re-keying them. Internal: not shown.
   */
  readonly index_order?: string;
  /** Bumped by every write, which is conditioned on it. Internal: not shown (absent on channels stored before it). */
  readonly version?: number;
  readonly [setting: string]: unknown;
}

/**
 * A channel: its item (GSI1 lists the site's channels, GSI2 heads its entries' order) with its tail
 * copy, and its slug claim. Writes are conditioned on `version`.
 */
export const channels: Entity<Channel> = {
  name: 'Channel',
  key: channelKey,
  indexes: (siteId, channel) => ({
    gsi1pk: channelsIndex(siteId),
    gsi1sk: `CHANNEL#${channel.id}`,
    gsi2pk: channelPk(siteId, channel.id),
    gsi2sk: HEAD_INDEX_KEY,
  }),
  copies: (siteId, channel) => [
    {
      ...channelTailKey(siteId, channel.id),
      gsi1pk: channelUpdatedPk(siteId, channel.id),
      gsi1sk: UPDATED_TAIL_KEY,
      gsi2pk: channelPk(siteId, channel.id),
      gsi2sk: TAIL_INDEX_KEY,
    },
  ],
  version: 'version',
  claim: {
    value: (channel) => channel.slug,
    key: channelSlugKey,
    owner: 'channel_id',
    taken: (channel) => conflict('slug_taken', `A channel with slug ${channel.slug} already exists on this site`),
  },
};

/** The channel a stored item records (its tail copy's too). */
export const toChannel = /* @__PURE__ */ recordOf<Channel>();

const DEFAULT_SETTINGS = {
  description: '',
  sensitive: false,
  submittable: false,
  rss_enabled: false,
  order_by: 'created_at',
  order_direction: 'asc' as const,
  search_enabled: false,
  search_excluded_field_ids: [],
  submittable_fields: [],
  submittable_html_fields: [],
  submittable_notifications: false,
  submittable_receivers: '',
  submittable_notification_template: '',
  submittable_confirmations: false,
  submittable_confirmation_receivers: '',
  submittable_confirmation_template: '',
  spam_detection: false,
  rss_title: '',
  rss_description: '',
  rss_title_field: '',
  rss_description_field: '',
};

const DEFAULT_ACL: Acl = { create: 'none', read: 'none', update: 'none', delete: 'none' };

/** Stored customizations from the request's: ids and creation times are kept for fields matched by id or name. */
const buildCustomizations = (
  input: readonly CustomizationInput[],
  previous: readonly Customization[],
  now: string,
): Customization[] =>
  input.map((field) => {
    const before = previous.find((p) => (field.id !== undefined && p.id === field.id) || p.name === field.name);
    const options = field.select_options?.map((option, index) => {
      const old = before?.select_options?.find(
        (o) => (option.id !== undefined && o.id === option.id) || o.name === option.name,
      );
      return {
        id: option.id ?? old?.id ?? newId(),
        position: option.position ?? index,
        name: option.name,
        slug: option.slug ?? (slugify(option.name) || `option-${index + 1}`),
      };
    });
    const changed =
      !before ||
      JSON.stringify({ ...before, id: undefined, created_at: undefined, updated_at: undefined }) !==
        JSON.stringify({ ...field, id: undefined, select_options: options });
    return {
      ...field,
      ...(options && { select_options: options }),
      id: before?.id ?? newId(),
      created_at: (before?.created_at as string | undefined) ?? now,
      updated_at: changed ? now : (before?.updated_at as string),
    } as Customization;
  });

/** Settings naming a field must name one of the channel's customizations. */
const fieldReferenceErrors = (
  channel: Record<string, unknown>,
  customizations: readonly Customization[],
): FieldError[] => {
  const names = new Set(customizations.map((field) => field.name));
  return (['label_field', 'title_field', 'rss_title_field', 'rss_description_field'] as const)
    .filter(
      (setting) =>
        typeof channel[setting] === 'string' && channel[setting] !== '' && !names.has(channel[setting] as string),
    )
    .map(
      (setting): FieldError => ({
        field: setting,
        message: `${setting} must name one of the channel's customizations`,
        code: 'not_allowed',
      }),
    )
    .concat(
      typeof channel.order_by === 'string' && !orderableFields({ customizations }).includes(channel.order_by)
        ? [
            {
              field: 'order_by',
              message: `order_by must be one of ${orderableFields({ customizations }).join(', ')}`,
              code: 'not_allowed',
            },
          ]
        : [],
    );
};

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
    version: 1,
  };
  const errors = fieldReferenceErrors(channel, customizations);
  if (errors.length) throw unprocessable(errors);
  // A new channel has no entries: they are keyed in its order from the first.
  return createRecord(channels, siteId, { ...channel, index_order: indexOrder(channel) });
};

/** The id of the channel a path names: an id as is (no I/O), a slug through its claim (one GetItem). */
export const resolveChannelId = (siteId: string, idOrSlug: string): Promise<string | undefined> =>
  resolveRecordId(channels, siteId, idOrSlug);

/** A channel by id or slug: one GetItem by id, two by slug. */
export const findChannel = (siteId: string, idOrSlug: string): Promise<Channel | undefined> =>
  getRecord(channels, siteId, idOrSlug);

/** Which channels a caller may see: plain ones (read_channels), privacy-sensitive ones (read_sensitive_channels). */
export interface ChannelVisibility {
  readonly plain: boolean;
  readonly sensitive: boolean;
}

/** A site's channels, oldest first, of the kinds the caller may see: one Query on the site's GSI1 CHANNELS partition. */
export const listChannels = async (
  siteId: string,
  page: PageRequest,
  visible: ChannelVisibility,
): Promise<Page<Channel>> => {
  const result = await queryPage(channelListQuery(siteId, visible), page, {
    partition: ['gsi1pk', channelsIndex(siteId)],
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  });
  return { ...result, items: result.items.map(toChannel) };
};

/** How many channels of the kinds the caller may see a site has: a COUNT Query of the list's Query (the kind is a FilterExpression, applied before counting). */
export const countChannels = (siteId: string, visible: ChannelVisibility): Promise<number> =>
  countItems({ input: channelListQuery(siteId, visible) });

/** The Query of a site's channels on GSI1, keeping only the kinds the caller may see. */
const channelListQuery = (siteId: string, visible: ChannelVisibility) => {
  const only = visible.plain && visible.sensitive ? undefined : visible.sensitive;
  return {
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
  };
};

/**
 * Changes the settings a PUT names, once `authorize` accepts the channel as read (scopes): the read
 * (one GetItem by id, two by slug), then one TransactWriteItems of the channel and its tail copy,
 * conditioned on the version read and moving the slug claim when the slug changes (409 when
 * taken). A concurrent change is read and applied again (503 `contention` after the last attempt).
 */
export const updateChannel = (
  siteId: string,
  idOrSlug: string,
  input: UpdateChannel,
  authorize: (current: Channel) => void,
): Promise<Channel> =>
  updateRecord(channels, siteId, idOrSlug, (current) => {
    authorize(current);
    const now = timestamp();
    const { customizations: fields, acl, ...settings } = input;
    const customizations = fields ? buildCustomizations(fields, current.customizations, now) : current.customizations;
    const next: Channel = {
      ...current,
      ...settings,
      customizations,
      acl: { ...current.acl, ...acl },
      updated_at: now,
      version: (current.version ?? 0) + 1,
    };
    const errors = fieldReferenceErrors(next, customizations);
    if (errors.length) throw unprocessable(errors);
    return next;
  });

/**
 * Deletes a channel once `authorize` accepts it: one TransactWriteItems removes it, its tail copy
 * and its slug claim (so it is gone at once), then its entries and their claims are purged. False
 * when it did not exist.
 */
export const deleteChannel = async (
  siteId: string,
  idOrSlug: string,
  authorize: (current: Channel) => void,
): Promise<boolean> => {
  const channel = await removeRecord(channels, siteId, idOrSlug, { before: authorize });
  if (!channel) return false;
  await purgeAfterDelete('channel', [channelPk(siteId, channel.id)]);
  return true;
};
