import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { decodeCursor, type Page, type PageRequest } from '../db/pagination.js';
import { ApiError, conflict, notFound, retryableConflict, unprocessable } from '../http/errors.js';
import { channelKey, channelPk, toChannel, type Channel } from './channels.js';
import { uniqueValues, type FieldValues } from './entry-fields.js';

/** An entry of a channel as stored and shown, minus its urls. */
export interface Entry {
  readonly id: string;
  readonly channel_id: string;
  readonly slug: string | null;
  /** The customer who created it (the owner for `owner` ACLs); null when created without one. */
  readonly customer_id: string | null;
  readonly fields: FieldValues;
  readonly created_at: string;
  readonly updated_at: string;
}

const entryKey = (siteId: string, channelId: string, entryId: string) => ({ pk: channelPk(siteId, channelId), sk: `ENTRY#${entryId}` });
const slugClaimKey = (siteId: string, channelId: string, slug: string) => ({ pk: channelPk(siteId, channelId), sk: `SLUG#${slug}` });
const uniqueClaimKey = (siteId: string, channelId: string, field: string, value: string) =>
  ({ pk: channelPk(siteId, channelId), sk: `UNIQUE#${field}#${value}` });

const toEntry = ({ pk: _pk, sk: _sk, ...entry }: Record<string, unknown>): Entry => entry as unknown as Entry;

/**
 * A channel and one of its entries, each addressed by id or slug. By ids this is one BatchGetItem;
 * a channel slug adds a GetItem of its claim, an entry slug one of its claim and one of the entry.
 */
export const findChannelEntry = async (
  siteId: string, channelId: string, entryRef: string,
): Promise<{ channel?: Channel; entry?: Entry }> => {
  const byId = isId(entryRef);
  const wanted = byId ? entryKey(siteId, channelId, entryRef) : slugClaimKey(siteId, channelId, entryRef.toLowerCase());
  const out = await db.send(new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: [channelKey(siteId, channelId), wanted] } } }));
  const found = out.Responses?.[TABLE_NAME] ?? [];
  const channelItem = found.find((item) => item.sk === 'CHANNEL');
  const hit = found.find((item) => item.sk === wanted.sk);
  if (!channelItem) return {};
  const channel = toChannel(channelItem);
  if (!hit) return { channel };
  if (byId) return { channel, entry: toEntry(hit) };
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: entryKey(siteId, channelId, hit.entry_id as string) }));
  return { channel, entry: Item && toEntry(Item) };
};

const encodeCursor = (item: Record<string, unknown>) => Buffer.from(JSON.stringify({ pk: item.pk, sk: item.sk })).toString('base64url');

/**
 * A channel and a page of the entries `readable` lets through, oldest first. The first page is one
 * Query that reads the channel item and the entries after it (CHANNEL sorts right before ENTRY#);
 * later pages read the channel with a GetItem first. Entries the caller may not read are dropped and
 * reading goes on until the page is full. `mayReadAny` false answers an empty page without reading
 * entries. Undefined when the channel does not exist.
 */
export const listChannelEntries = async (
  siteId: string, channelId: string, page: PageRequest,
  access: { mayReadAny: (channel: Channel) => boolean; readable: (channel: Channel, entry: Entry) => boolean },
): Promise<{ channel: Channel; page: Page<Entry> } | undefined> => {
  const pk = channelPk(siteId, channelId);
  let start: Record<string, unknown> | undefined = page.cursor ? decodeCursor(page.cursor, { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] }) : undefined;
  let channel: Channel | undefined;
  if (start) {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: channelKey(siteId, channelId) }));
    if (!Item) return undefined;
    channel = toChannel(Item);
    if (!access.mayReadAny(channel)) return { channel, page: { items: [] } };
  }
  const kept: Record<string, unknown>[] = [];
  do {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: channel ? 'pk = :pk AND begins_with(sk, :entries)' : 'pk = :pk AND sk BETWEEN :channel AND :last',
      ExpressionAttributeValues: channel ? { ':pk': pk, ':entries': 'ENTRY#' } : { ':pk': pk, ':channel': 'CHANNEL', ':last': 'ENTRY$' },
      ExclusiveStartKey: start,
      Limit: page.per_page + 1 - kept.length + (channel ? 0 : 1),
    }));
    let items = out.Items ?? [];
    if (!channel) {
      if (items[0]?.sk !== 'CHANNEL') return undefined;
      channel = toChannel(items[0]);
      if (!access.mayReadAny(channel)) return { channel, page: { items: [] } };
      items = items.slice(1);
    }
    const current = channel;
    kept.push(...items.filter((item) => access.readable(current, toEntry(item))));
    start = out.LastEvaluatedKey;
  } while (start && kept.length <= page.per_page);
  const items = kept.slice(0, page.per_page);
  const next = kept.length > page.per_page ? encodeCursor(items[items.length - 1] as Record<string, unknown>) : undefined;
  return { channel, page: { items: items.map(toEntry), ...(next && { next }) } };
};

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** Runs a transaction whose items each know the error their failed condition means. */
const transact = async (steps: readonly { item: TransactItem; onConflict: () => ApiError }[]): Promise<void> => {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: steps.map((step) => step.item) }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = steps.filter((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed').map((step) => step.onConflict());
    const fieldErrors = failed.flatMap((apiError) => (apiError.status === 422 ? apiError.errors ?? [] : []));
    if (fieldErrors.length) throw unprocessable(fieldErrors);
    throw failed[0] ?? error;
  }
};

const slugTaken = (slug: string) => () => conflict('slug_taken', `An entry with slug ${slug} already exists in this channel`);
const valueTaken = (field: string) => () =>
  unprocessable([{ field: `fields.${field}`, message: `${field} must be unique in the channel; another entry has this value`, code: 'taken' }]);

/** Claims a new slug and unique values, and releases the ones no longer used. */
const claimSteps = (siteId: string, channel: Channel, entryId: string, before: { slug: string | null; unique: Map<string, string> }, after: { slug: string | null; unique: Map<string, string> }) => {
  const steps: { item: TransactItem; onConflict: () => ApiError }[] = [];
  const claim = (key: Record<string, string>, onConflict: () => ApiError) =>
    steps.push({ item: { Put: { TableName: TABLE_NAME, Item: { ...key, entry_id: entryId }, ConditionExpression: 'attribute_not_exists(pk)' } }, onConflict });
  const release = (key: Record<string, string>) =>
    steps.push({ item: { Delete: { TableName: TABLE_NAME, Key: key } }, onConflict: () => notFound('Entry') });
  if (after.slug !== before.slug) {
    if (after.slug) claim(slugClaimKey(siteId, channel.id, after.slug), slugTaken(after.slug));
    if (before.slug) release(slugClaimKey(siteId, channel.id, before.slug));
  }
  for (const [field, value] of after.unique) {
    if (before.unique.get(field) !== value) claim(uniqueClaimKey(siteId, channel.id, field, value), valueTaken(field));
  }
  for (const [field, value] of before.unique) {
    if (after.unique.get(field) !== value) release(uniqueClaimKey(siteId, channel.id, field, value));
  }
  return steps;
};

/**
 * Creates an entry with already validated values: one TransactWriteItems that checks the channel
 * still exists and claims the slug (409 slug_taken) and every unique value (422 `taken` per field).
 */
export const createEntry = async (siteId: string, channel: Channel, input: { slug?: string | null; values: FieldValues; customerId?: string }): Promise<Entry> => {
  const now = timestamp();
  const entry: Entry = {
    id: newId(), channel_id: channel.id, slug: input.slug ?? null, customer_id: input.customerId ?? null,
    fields: input.values, created_at: now, updated_at: now,
  };
  await transact([
    { item: { ConditionCheck: { TableName: TABLE_NAME, Key: channelKey(siteId, channel.id), ConditionExpression: 'attribute_exists(pk)' } }, onConflict: () => notFound('Channel') },
    { item: { Put: { TableName: TABLE_NAME, Item: { ...entryKey(siteId, channel.id, entry.id), ...entry } } }, onConflict: () => notFound('Entry') },
    ...claimSteps(siteId, channel, entry.id, { slug: null, unique: new Map() }, { slug: entry.slug, unique: uniqueValues(channel.customizations, entry.fields) }),
  ]);
  return entry;
};

/**
 * Replaces an entry's slug and values: one TransactWriteItems conditioned on the version read
 * (409 edit_conflict), moving slug and unique-value claims as they change.
 */
export const updateEntry = async (siteId: string, channel: Channel, current: Entry, input: { slug?: string | null; values: FieldValues }): Promise<Entry> => {
  const next: Entry = { ...current, slug: input.slug === undefined ? current.slug : input.slug, fields: input.values, updated_at: timestamp() };
  await transact([
    {
      item: {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...entryKey(siteId, channel.id, current.id), ...next },
          ConditionExpression: 'updated_at = :read',
          ExpressionAttributeValues: { ':read': current.updated_at },
        },
      },
      onConflict: () => retryableConflict('edit_conflict', 'The entry changed while it was being updated; read it again and retry'),
    },
    ...claimSteps(siteId, channel, current.id,
      { slug: current.slug, unique: uniqueValues(channel.customizations, current.fields) },
      { slug: next.slug, unique: uniqueValues(channel.customizations, next.fields) }),
  ]);
  return next;
};

/** Deletes an entry and releases its claims: one TransactWriteItems (404 when it is already gone). */
export const deleteEntry = async (siteId: string, channel: Channel, entry: Entry): Promise<void> => {
  await transact([
    { item: { Delete: { TableName: TABLE_NAME, Key: entryKey(siteId, channel.id, entry.id), ConditionExpression: 'attribute_exists(pk)' } }, onConflict: () => notFound('Entry') },
    ...claimSteps(siteId, channel, entry.id, { slug: entry.slug, unique: uniqueValues(channel.customizations, entry.fields) }, { slug: null, unique: new Map() }),
  ]);
};

/** Public shape of an entry. */
export const presentEntry = (entry: Entry, base: string) => {
  const channelUrl = `${base}/channels/${entry.channel_id}`;
  return {
    id: entry.id,
    url: `${channelUrl}/entries/${entry.id}`,
    channel_id: entry.channel_id,
    channel_url: channelUrl,
    slug: entry.slug,
    customer_id: entry.customer_id,
    fields: entry.fields,
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
};
