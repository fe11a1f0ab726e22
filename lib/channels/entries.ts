import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../db/cancellation.js';
import { isStoredFile, presentFile, type StoredFile } from '../uploads/file-objects.js';
import { fileFieldUses, resolveFileFields } from '../uploads/references.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { readInKeyOrder, readSortedInMemory } from '../db/list-query.js';
import { matches, parseListQuery, type ListQuery, type Sort } from '../db/list-query-rules.js';
import { type Page, type PageRequest } from '../db/pagination.js';
import { GSI1, GSI2 } from '../db/table.js';
import { ApiError, conflict, notFound, contention, unprocessable } from '../http/errors.js';
import { channelKey, channelPk, channelTailKey, channelUpdatedPk, toChannel, type Channel } from './channels.js';
import { uniqueValues, type FieldValues } from './entry-fields.js';
import { entryCatalogue, entryIndexKey, entryUpdatedKey, indexOrder, orderDescending, orderField } from './entry-order.js';

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

const toEntry = ({ pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...entry }: Record<string, unknown>): Entry => entry as unknown as Entry;

/** The index keys of an entry: GSI2 in its channel's order, GSI1 in updated_at order. */
const entryIndexKeys = (siteId: string, channel: Channel, entry: Record<string, unknown> & { id: string }) => ({
  gsi1pk: channelUpdatedPk(siteId, channel.id), gsi1sk: entryUpdatedKey(entry),
  gsi2pk: channelPk(siteId, channel.id), gsi2sk: entryIndexKey(channel, entry),
});

/** An entry as stored: its key and its index keys. */
const entryItem = (siteId: string, channel: Channel, entry: Entry) =>
  ({ ...entryKey(siteId, channel.id, entry.id), ...entryIndexKeys(siteId, channel, entry as unknown as Record<string, unknown> & { id: string }), ...entry });

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

type Item = Record<string, unknown>;
type Plan = { readonly kind: 'index' | 'updated' | 'table' | 'memory'; readonly forward: boolean };

const isHead = (item: Item) => item.sk === 'CHANNEL' || item.sk === 'ENTRY$';

/** What serves a sort: GSI2 for the channel's own order (once keyed), the table for created_at (ids are creation-ordered), memory otherwise. */
const planFor = (channel: Channel, sort: Sort): Plan => {
  const field = orderField(channel);
  if (sort.field.name === field.name && channel.index_order === indexOrder(channel)) {
    return { kind: 'index', forward: sort.descending === orderDescending(channel) };
  }
  if (sort.field.name === 'created_at') return { kind: 'table', forward: !sort.descending };
  if (sort.field.name === 'updated_at' && channel.index_order === indexOrder(channel)) return { kind: 'updated', forward: !sort.descending };
  return { kind: 'memory', forward: true };
};

const queryFor = (pk: string, plan: Plan) => (plan.kind === 'updated'
  ? {
    input: { TableName: TABLE_NAME, IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': `${pk}#UPDATED` }, ScanIndexForward: plan.forward },
    shape: { partition: ['gsi1pk', `${pk}#UPDATED`] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  }
  : plan.kind === 'index'
  ? {
    input: { TableName: TABLE_NAME, IndexName: GSI2, KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ScanIndexForward: plan.forward },
    shape: { partition: ['gsi2pk', pk] as const, keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'] },
  }
  : {
    input: {
      TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk AND sk BETWEEN :head AND :tail',
      ExpressionAttributeValues: { ':pk': pk, ':head': 'CHANNEL', ':tail': 'ENTRY$' }, ScanIndexForward: plan.forward,
    },
    shape: { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] },
  });

/** Sortable on a channel's entries whatever its size: its own order and updated_at (once keyed) and created_at. */
export const indexedEntrySorts = (channel: Channel): string[] =>
  [...new Set([...(channel.index_order === indexOrder(channel) ? [orderField(channel).name, 'updated_at'] : []), 'created_at'])];

/**
 * A channel and a page of the entries `readable` lets through that match the request's `where[…]`
 * filters, in its `sort` or the channel's order_by/order_direction. The first page is one Query that
 * reads the channel with the entries (the channel heads its GSI2 order and both ends of its table
 * partition): GSI2 for the channel's order, the table for created_at. When the channel turns out to
 * need another read (a sort it does not index, or the reverse of its order) that read follows; later
 * pages read the channel with a GetItem first. Filters are applied while reading (bounded, see
 * readInKeyOrder); other sorts are sorted in memory on channels of at most 1,000 entries. Undefined
 * when the channel does not exist.
 */
export const listChannelEntries = async (
  siteId: string, channelId: string, params: Readonly<Record<string, string | undefined>>, page: PageRequest,
  access: { mayReadAny: (channel: Channel) => boolean; readable: (channel: Channel, entry: Entry) => boolean },
): Promise<{ channel: Channel; page: Page<Entry> } | undefined> => {
  const pk = channelPk(siteId, channelId);
  let known: { channel: Channel; query: ListQuery; plan: Plan } | undefined;
  const learn = (item: Item) => {
    const channel = toChannel(item);
    const parsed = parseListQuery(params, entryCatalogue(channel));
    const query = parsed.sort ? parsed : { ...parsed, sort: { field: orderField(channel), descending: orderDescending(channel) } };
    known = { channel, query, plan: planFor(channel, query.sort as Sort) };
    return known;
  };
  const keep = (item: Item, heads: readonly Item[]) => {
    const current = known ?? (heads[0] ? learn(heads[0]) : undefined);
    return !!current && matches(item, current.query.filters) && access.readable(current.channel, toEntry(item));
  };
  const samePlan = (a: Plan, b: Plan) => a.kind === b.kind && a.forward === b.forward;
  if (!page.cursor) {
    // Read as if the sort asked for (or the channel's own order) were served by the guessed order: right
    // in most cases, and the channel comes first in the same Query.
    // Newest changes first reads GSI1 backwards from the channel's tail copy.
    const guess: Plan = params.sort === 'created_at' || params.sort === '-created_at'
      ? { kind: 'table', forward: params.sort === 'created_at' }
      : params.sort === '-updated_at' ? { kind: 'updated', forward: false }
      // No sort: the channel's own order, which GSI2 holds in its direction. A sort: guess the channel's
      // order is that field ascending (the usual), so -field reads GSI2 backwards.
      : { kind: 'index', forward: !params.sort?.startsWith('-') };
    const first = await readInKeyOrder({
      ...queryFor(pk, guess), filters: [], isHead, keep,
      stopAfterHead: (heads) => {
        const { channel, plan } = known ?? learn(heads[0] as Item);
        return !access.mayReadAny(channel) || !samePlan(plan, guess);
      },
    }, page);
    if (known && !first.stopped) return { channel: known.channel, page: { items: first.items.map(toEntry), ...(first.next && { next: first.next }) } };
  }
  if (!known) {
    const item = await readChannelItem(siteId, channelId);
    if (!item) return undefined;
    learn(item);
  }
  const { channel, query, plan } = known as NonNullable<typeof known>;
  if (!access.mayReadAny(channel)) return { channel, page: { items: [] } };
  const { input, shape } = queryFor(pk, plan);
  const common = { input, filters: [], isHead, keep };
  let result;
  if (plan.kind !== 'memory') result = await readInKeyOrder({ ...common, shape }, page);
  else {
    const sort = query.sort as Sort;
    try {
      result = await readSortedInMemory({ ...common, sort, idOf: (item) => item.id as string, indexed: indexedEntrySorts(channel) }, page);
    } catch (error) {
      // The channel's own order, while its entries are being re-keyed for it, on a channel too long to sort in memory.
      if (!(error instanceof ApiError && error.code === 'sort_not_indexed' && sort.field.name === orderField(channel).name)) throw error;
      throw new ApiError(409, 'channel_reindexing', 'The channel\'s entries are being re-keyed for its new order; retry shortly', { headers: { 'retry-after': '5' } });
    }
  }
  return { channel, page: { items: result.items.map(toEntry), ...(result.next && { next: result.next }) } };
};

/** The channel item: one GetItem. */
const readChannelItem = async (siteId: string, channelId: string): Promise<Item | undefined> =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: channelKey(siteId, channelId) }))).Item;

/**
 * Re-keys a channel's entries in GSI2 for its current order, then records that order as indexed
 * (`index_order`); until then lists in that order are sorted in memory (409 channel_reindexing on
 * channels of more than 1,000 entries). One Query per 100 entries, one UpdateItem per entry whose
 * key changes (conditioned on the version read: an entry written meanwhile was keyed by its own
 * write), one TransactWriteItems at the end (conditioned on the order still being this one). A
 * failure leaves the channel marked; the next PUT of the channel finishes the job.
 */
export const rekeyEntries = async (siteId: string, channel: Channel): Promise<Channel> => {
  const target = indexOrder(channel);
  if (channel.index_order === target) return channel;
  const pk = channelPk(siteId, channel.id);
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entries)',
      ExpressionAttributeValues: { ':pk': pk, ':entries': 'ENTRY#' }, ExclusiveStartKey: start, Limit: 100,
    }));
    const stale = (out.Items ?? []).filter((item) => {
      const keys = entryIndexKeys(siteId, channel, item as Item & { id: string });
      return item.gsi2sk !== keys.gsi2sk || item.gsi1sk !== keys.gsi1sk;
    });
    for (let i = 0; i < stale.length; i += 10) {
      await Promise.all(stale.slice(i, i + 10).map(async (item) => {
        try {
          await db.send(new UpdateCommand({
            TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi1pk = :upk, gsi1sk = :ukey, gsi2pk = :pk, gsi2sk = :key', ConditionExpression: 'updated_at = :read',
            ExpressionAttributeValues: (({ gsi1pk, gsi1sk, gsi2pk, gsi2sk }) => ({ ':upk': gsi1pk, ':ukey': gsi1sk, ':pk': gsi2pk, ':key': gsi2sk, ':read': item.updated_at }))(entryIndexKeys(siteId, channel, item as Item & { id: string })),
          }));
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  const mark = (key: Record<string, string>) => ({
    Update: {
      TableName: TABLE_NAME, Key: key, UpdateExpression: 'SET index_order = :order',
      ConditionExpression: 'order_by = :by AND order_direction = :direction',
      ExpressionAttributeValues: { ':order': target, ':by': channel.order_by, ':direction': channel.order_direction },
    },
  });
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [mark(channelKey(siteId, channel.id)), mark(channelTailKey(siteId, channel.id))] }));
  } catch (error) {
    // The order changed again meanwhile: that change re-keys for itself.
    if (!isConditionFailure(error)) throw error;
    return channel;
  }
  return { ...channel, index_order: target };
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

/** The paths of a channel's file fields (`fields.<name>`): each may hold an upload's file object (issue 21). */
const fileFields = (channel: Channel) => channel.customizations.filter((field) => field.type === 'file').map((field) => `fields.${field.name}`);

/** Transaction steps recording the uploads an entry's file fields use, before → after; a refused one is 422 naming its field. */
const fileSteps = (siteId: string, channel: Channel, entryId: string, before: Entry | undefined, after: Entry | undefined) =>
  fileFieldUses(siteId, { type: 'entry', id: entryId, key: entryKey(siteId, channel.id, entryId) }, fileFields(channel), before, after)
    .map(({ label, ...item }) => ({
      item: item as TransactItem,
      onConflict: () => unprocessable([{ field: label.slice(label.indexOf(':') + 1), message: 'names an upload that was deleted meanwhile', code: 'unknown_upload' }]),
    }));

/**
 * Values whose file fields name uploads, with each resolved to its file object: one BatchGetItem,
 * none when there is no upload. A privacy-sensitive channel's files are marked private: they are
 * shown through short-lived signed GETs only.
 */
const withFiles = async (siteId: string, channel: Channel, values: FieldValues): Promise<FieldValues> => {
  const fields = (await resolveFileFields(siteId, { fields: values }, fileFields(channel))).fields;
  if (!channel.sensitive) return fields;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, isStoredFile(value) ? { ...value, private: true } : value]));
};

/** Signed GET URLs of the private files of entries, by object key: no request, nothing when there is none (see lib/uploads/signed-get.ts). */
export const signEntryFiles = async (entries: readonly Entry[]): Promise<Map<string, string>> => {
  const keys = entries.flatMap((entry) => Object.values(entry.fields).filter((value) => isStoredFile(value) && value.private).map((value) => (value as StoredFile).key));
  if (!keys.length) return new Map();
  const { signedGetUrls } = await import('../uploads/signed-get.js');
  return signedGetUrls(keys);
};

/**
 * Creates an entry with already validated values: one TransactWriteItems that checks the channel
 * still exists and claims the slug (409 slug_taken) and every unique value (422 `taken` per field).
 */
export const createEntry = async (siteId: string, channel: Channel, input: { slug?: string | null; values: FieldValues; customerId?: string }): Promise<Entry> => {
  const at = new Date();
  const now = timestamp(at);
  const entry: Entry = {
    id: newId(at), channel_id: channel.id, slug: input.slug ?? null, customer_id: input.customerId ?? null,
    fields: await withFiles(siteId, channel, input.values), created_at: now, updated_at: now,
  };
  await transact([
    ...fileSteps(siteId, channel, entry.id, undefined, entry),
    { item: { ConditionCheck: { TableName: TABLE_NAME, Key: channelKey(siteId, channel.id), ConditionExpression: 'attribute_exists(pk)' } }, onConflict: () => notFound('Channel') },
    { item: { Put: { TableName: TABLE_NAME, Item: entryItem(siteId, channel, entry) } }, onConflict: () => notFound('Entry') },
    ...claimSteps(siteId, channel, entry.id, { slug: null, unique: new Map() }, { slug: entry.slug, unique: uniqueValues(channel.customizations, entry.fields) }),
  ]);
  return entry;
};

/**
 * Replaces an entry's slug and values: one TransactWriteItems conditioned on the version read
 * (409 edit_conflict), moving slug and unique-value claims as they change.
 */
export const updateEntry = async (siteId: string, channel: Channel, current: Entry, input: { slug?: string | null; values: FieldValues }): Promise<Entry> => {
  const next: Entry = { ...current, slug: input.slug === undefined ? current.slug : input.slug, fields: await withFiles(siteId, channel, input.values), updated_at: timestamp() };
  await transact([
    ...fileSteps(siteId, channel, current.id, current, next),
    {
      item: {
        Put: {
          TableName: TABLE_NAME,
          Item: entryItem(siteId, channel, next),
          ConditionExpression: 'updated_at = :read',
          ExpressionAttributeValues: { ':read': current.updated_at },
        },
      },
      onConflict: () => contention(),
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
    ...fileSteps(siteId, channel, entry.id, entry, undefined),
  ]);
};

/**
 * Public shape of an entry. A file field holding an upload shows its file object (URLs built
 * now); `signedUrls` (by object key) replace the public address of a private channel's files.
 */
export const presentEntry = (entry: Entry, base: string, signedUrls?: ReadonlyMap<string, string>) => {
  const channelUrl = `${base}/channels/${entry.channel_id}`;
  return {
    id: entry.id,
    url: `${channelUrl}/entries/${entry.id}`,
    channel_id: entry.channel_id,
    channel_url: channelUrl,
    slug: entry.slug,
    customer_id: entry.customer_id,
    fields: Object.fromEntries(Object.entries(entry.fields).map(([name, value]) =>
      [name, isStoredFile(value) ? presentFile(value, { base, signedUrl: signedUrls?.get(value.key) }) : value])),
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
};
