import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { isStoredFile, type StoredFile } from '../uploads/file-objects.js';
import { fileFieldUses, refusedFile, resolveFileFields } from '../uploads/references.js';
import { db, TABLE_NAME } from '../db/client.js';
import { getRecordById, setItemAttributes, type Stored } from '../db/entity.js';
import { countItems } from '../db/count.js';
import { forEachPage } from '../db/query-all.js';
import { isId, newId, timestamp, type ItemKey } from '../db/keys.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { readInKeyOrder, readSortedInMemory } from '../db/list-query.js';
import { matches, parseListQuery, type ListQuery, type Sort } from '../db/list-query-rules.js';
import { mapPage, type Page, type PageRequest } from '../db/pagination.js';
import { GSI1, GSI2 } from '../db/table.js';
import { StaleRead } from '../db/optimistic-retry.js';
import { recordOf } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, conflict, notFound, unprocessable } from '../http/errors.js';
import { menuLinkCheck, menuLinksConflict } from '../menus/menu-links.js';
import { channels, toChannel, type Channel } from './channels.js';
import {
  channelKey,
  channelPk,
  channelTailKey,
  channelUpdatedPk,
  entryKey,
  entrySlugKey,
  entryUniqueKey,
} from './keys.js';
import { uniqueValues, type FieldValues } from './entry-fields.js';
import {
  entryCatalogue,
  entryIndexKey,
  entryUpdatedKey,
  indexOrder,
  orderDescending,
  orderField,
} from './entry-order.js';
import { depthAttributes } from '../hooks/write-depth.js';

/** An entry of a channel as stored and shown, minus its urls. */
export interface Entry {
  readonly id: string;
  readonly channel_id: string;
  readonly slug: string | null;
  /** The customer who created it (the owner for `owner` ACLs); null when created without one. */
  readonly customer_id: string | null;
  readonly fields: FieldValues;
  /** A public submission's state (lib/forms): `spam` entries reach no event, feed or mail until released. */
  readonly submission_status?: 'received' | 'spam';
  readonly created_at: string;
  readonly updated_at: string;
  /** Bumped by every write, which is conditioned on it; never shown (absent on entries stored before it). */
  readonly version?: number;
}

const toEntry = /* @__PURE__ */ recordOf<Entry>();

/** The entries of one channel, in its partition (their writes are the transactions below, with their claims). */
const entriesOf = (channelId: string): Stored<Entry> => ({
  name: 'Entry',
  key: (siteId, entryId) => entryKey(siteId, channelId, entryId),
  fromItem: toEntry,
});

/** The condition that an entry item is still the version read (one stored before versions: still none, same updated_at). */
const unchangedEntry = (entry: { readonly version?: unknown; readonly updated_at?: unknown }) =>
  entry.version === undefined
    ? {
        ConditionExpression: 'attribute_not_exists(version) AND updated_at = :read',
        values: { ':read': entry.updated_at },
      }
    : { ConditionExpression: 'version = :read', values: { ':read': entry.version } };

/** The index keys of an entry: GSI2 in its channel's order, GSI1 in updated_at order. */
const entryIndexKeys = (siteId: string, channel: Channel, entry: Record<string, unknown> & { id: string }) => ({
  gsi1pk: channelUpdatedPk(siteId, channel.id),
  gsi1sk: entryUpdatedKey(entry),
  gsi2pk: channelPk(siteId, channel.id),
  gsi2sk: entryIndexKey(channel, entry),
});

/**
 * An entry as stored: its key and its index keys, and the depth of a write by cloud code (for the
 * after-hooks it runs). Exported for seeding in bulk (the bench), which must store what a write stores.
 */
export const entryItem = (siteId: string, channel: Channel, entry: Entry, depth = 0) => ({
  ...entryKey(siteId, channel.id, entry.id),
  ...entryIndexKeys(siteId, channel, entry as unknown as Record<string, unknown> & { id: string }),
  ...entry,
  ...depthAttributes(depth),
});

/** The keys findChannelEntry reads in its BatchGetItem: the channel, and the entry by id or its slug claim. */
const entryReadKeys = (siteId: string, channelId: string, entryRef: string): ItemKey[] => [
  channelKey(siteId, channelId),
  isId(entryRef) ? entryKey(siteId, channelId, entryRef) : entrySlugKey(siteId, channelId, entryRef.toLowerCase()),
];

/** GET /channels/{channel}/entries/{entry} with the channel by id: findChannelEntry's BatchGetItem, read with the token. */
export const entryPrefetch: PrefetchKeys = ({ siteId, params }) =>
  siteId !== undefined && isId(params.channel ?? '') && params.entry
    ? entryReadKeys(siteId, params.channel as string, params.entry)
    : [];

/**
 * A channel and one of its entries, each addressed by id or slug. By ids this is one BatchGetItem;
 * a channel slug adds a GetItem of its claim, an entry slug one of its claim and one of the entry.
 */
export const findChannelEntry = async (
  siteId: string,
  channelId: string,
  entryRef: string,
): Promise<{ channel?: Channel; entry?: Entry }> => {
  const byId = isId(entryRef);
  const keys = entryReadKeys(siteId, channelId, entryRef);
  const wanted = keys[1] as ItemKey;
  const out = await db.send(new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys } } }));
  const found = out.Responses?.[TABLE_NAME] ?? [];
  const channelItem = found.find((item) => item.sk === 'CHANNEL');
  const hit = found.find((item) => item.sk === wanted.sk);
  if (!channelItem) return {};
  const channel = toChannel(channelItem);
  if (!hit) return { channel };
  if (byId) return { channel, entry: toEntry(hit) };
  return {
    channel,
    entry: await getRecordById(entriesOf(channelId), siteId, hit.entry_id as string, { consistent: false }),
  };
};

type Item = Record<string, unknown>;
type Plan = { readonly kind: 'index' | 'updated' | 'table' | 'memory'; readonly forward: boolean };

const isHead = (item: Item) => item.sk === 'CHANNEL' || item.sk === 'ENTRY$';

/** What serves a sort: GSI2 for the channel's own order (once keyed), the table for created_at (ids are creation-ordered), memory otherwise. */
const planFor = (channel: Channel, sort: Sort, explicit: boolean): Plan => {
  const field = orderField(channel);
  // An explicit sort=created_at is served by the table (as the first read guesses), even on a channel ordered by it.
  if (explicit && sort.field.name === 'created_at') return { kind: 'table', forward: !sort.descending };
  if (sort.field.name === field.name && channel.index_order === indexOrder(channel)) {
    return { kind: 'index', forward: sort.descending === orderDescending(channel) };
  }
  if (sort.field.name === 'updated_at' && channel.index_order === indexOrder(channel))
    return { kind: 'updated', forward: !sort.descending };
  return { kind: 'memory', forward: true };
};

const queryFor = (pk: string, plan: Plan) =>
  plan.kind === 'updated'
    ? {
        input: {
          TableName: TABLE_NAME,
          IndexName: GSI1,
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': `${pk}#UPDATED` },
          ScanIndexForward: plan.forward,
        },
        shape: { partition: ['gsi1pk', `${pk}#UPDATED`] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
      }
    : plan.kind === 'index'
      ? {
          input: {
            TableName: TABLE_NAME,
            IndexName: GSI2,
            KeyConditionExpression: 'gsi2pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            ScanIndexForward: plan.forward,
          },
          shape: { partition: ['gsi2pk', pk] as const, keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'] },
        }
      : {
          input: {
            TableName: TABLE_NAME,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :head AND :tail',
            ExpressionAttributeValues: { ':pk': pk, ':head': 'CHANNEL', ':tail': 'ENTRY$' },
            ScanIndexForward: plan.forward,
          },
          shape: { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] },
        };

/** Sortable on a channel's entries whatever its size: its own order and updated_at (once keyed) and created_at. */
export const indexedEntrySorts = (channel: Channel): string[] => [
  ...new Set([
    ...(channel.index_order === indexOrder(channel) ? [orderField(channel).name, 'updated_at'] : []),
    'created_at',
  ]),
];

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
  siteId: string,
  channelId: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
  access: { mayReadAny: (channel: Channel) => boolean; readable: (channel: Channel, entry: Entry) => boolean },
): Promise<{ channel: Channel; page: Page<Entry> } | undefined> => {
  const pk = channelPk(siteId, channelId);
  let known: { channel: Channel; query: ListQuery; plan: Plan } | undefined;
  const learn = (item: Item) => {
    const channel = toChannel(item);
    const parsed = parseListQuery(params, entryCatalogue(channel));
    const query = parsed.sort
      ? parsed
      : { ...parsed, sort: { field: orderField(channel), descending: orderDescending(channel) } };
    known = { channel, query, plan: planFor(channel, query.sort as Sort, parsed.sort !== undefined) };
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
    const guess: Plan =
      params.sort === 'created_at' || params.sort === '-created_at'
        ? { kind: 'table', forward: params.sort === 'created_at' }
        : params.sort === '-updated_at'
          ? { kind: 'updated', forward: false }
          : // No sort: the channel's own order, which GSI2 holds in its direction. A sort: guess the channel's
            // order is that field ascending (the usual), so -field reads GSI2 backwards.
            { kind: 'index', forward: !params.sort?.startsWith('-') };
    const first = await readInKeyOrder(
      {
        ...queryFor(pk, guess),
        filters: [],
        isHead,
        keep,
        stopAfterHead: (heads) => {
          const { channel, plan } = known ?? learn(heads[0] as Item);
          return !access.mayReadAny(channel) || !samePlan(plan, guess);
        },
      },
      page,
    );
    if (known && !first.stopped) return { channel: known.channel, page: mapPage(first, toEntry) };
  }
  if (!known) {
    const stored = await getRecordById(channels, siteId, channelId, { consistent: false });
    if (!stored) return undefined;
    learn(stored);
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
      result = await readSortedInMemory(
        { ...common, sort, idOf: (item) => item.id as string, indexed: indexedEntrySorts(channel) },
        page,
      );
    } catch (error) {
      // The channel's own order, while its entries are being re-keyed for it, on a channel too long to sort in memory.
      if (
        !(
          error instanceof ApiError &&
          error.code === 'sort_not_indexed' &&
          sort.field.name === orderField(channel).name
        )
      )
        throw error;
      throw new ApiError(
        409,
        'channel_reindexing',
        "The channel's entries are being re-keyed for its new order; retry shortly",
        { headers: { 'retry-after': '5' } },
      );
    }
  }
  return { channel, page: mapPage(result, toEntry) };
};

/**
 * How many entries of a channel match the request's `where[…]` filters and pass `readable` (when
 * the caller's ACL does not let it read every entry): one Query per 1 MB of the channel's entries
 * (their ENTRY# range of the table, without the channel's copies), a COUNT Query when nothing is
 * filtered in code. `sort` is ignored: order does not change a count.
 */
export const countChannelEntries = async (
  siteId: string,
  channel: Channel,
  params: Readonly<Record<string, string | undefined>>,
  readable?: (entry: Entry) => boolean,
): Promise<number> => {
  const { sort: _sort, ...where } = params;
  const { filters } = parseListQuery(where, entryCatalogue(channel));
  return countItems({
    input: channelEntriesQuery(siteId, channel.id),
    filters,
    ...(readable && { keep: (item: Item) => readable(toEntry(item)) }),
  });
};

/** The Query of every entry of a channel, in id order: its ENTRY# range of the table (the channel's copies sit outside it). */
const channelEntriesQuery = (siteId: string, channelId: string) => ({
  TableName: TABLE_NAME,
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entries)',
  ExpressionAttributeValues: { ':pk': channelPk(siteId, channelId), ':entries': 'ENTRY#' },
});

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
  await forEachPage({ ...channelEntriesQuery(siteId, channel.id), Limit: 100 }, async (entries) => {
    const stale = entries.filter((item) => {
      const keys = entryIndexKeys(siteId, channel, item as Item & { id: string });
      return item.gsi2sk !== keys.gsi2sk || item.gsi1sk !== keys.gsi1sk;
    });
    for (let i = 0; i < stale.length; i += 10) {
      // An entry written meanwhile was keyed by its own write: a refused condition leaves it be.
      await Promise.all(
        stale.slice(i, i + 10).map((item) =>
          setItemAttributes(
            entriesOf(channel.id),
            siteId,
            item.id as string,
            entryIndexKeys(siteId, channel, item as Item & { id: string }),
            {
              only:
                item.version === undefined
                  ? { version: undefined, updated_at: item.updated_at }
                  : { version: item.version },
            },
          ),
        ),
      );
    }
  });
  const mark = (key: Record<string, string>) =>
    labelled('channel', {
      Update: {
        // A version bump, as every channel write: a PUT that read the channel before goes again.
        TableName: TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET index_order = :order ADD version :one',
        ConditionExpression: 'order_by = :by AND order_direction = :direction',
        ExpressionAttributeValues: {
          ':order': target,
          ':by': channel.order_by,
          ':direction': channel.order_direction,
          ':one': 1,
        },
      },
    });
  try {
    await sendTransaction([mark(channelKey(siteId, channel.id)), mark(channelTailKey(siteId, channel.id))]);
  } catch (error) {
    // The order changed again meanwhile: that change re-keys for itself.
    if (!(error instanceof TransactionRefused)) throw error;
    return channel;
  }
  return { ...channel, index_order: target };
};

/** The slug and unique values an entry claims in its channel. */
interface Claims {
  readonly slug: string | null;
  readonly unique: ReadonlyMap<string, string>;
}

const claimsOf = (channel: Channel, entry: Pick<Entry, 'slug' | 'fields'>): Claims => ({
  slug: entry.slug,
  unique: uniqueValues(channel.customizations, entry.fields),
});

const NO_CLAIMS: Claims = { slug: null, unique: new Map() };

/** Claims a new slug (`slug`) and unique values (`unique:<field>`), and releases the ones no longer used. */
const claimItems = (
  siteId: string,
  channelId: string,
  entryId: string,
  before: Claims,
  after: Claims,
): TransactionItem[] => {
  const items: TransactionItem[] = [];
  const claim = (label: string, key: Record<string, string>) =>
    items.push(
      labelled(label, {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...key, entry_id: entryId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    );
  const release = (key: Record<string, string>) =>
    items.push(labelled('released-claim', { Delete: { TableName: TABLE_NAME, Key: key } }));
  if (after.slug !== before.slug) {
    if (after.slug) claim('slug', entrySlugKey(siteId, channelId, after.slug));
    if (before.slug) release(entrySlugKey(siteId, channelId, before.slug));
  }
  for (const [field, value] of after.unique) {
    if (before.unique.get(field) !== value) claim(`unique:${field}`, entryUniqueKey(siteId, channelId, field, value));
  }
  for (const [field, value] of before.unique) {
    if (after.unique.get(field) !== value) release(entryUniqueKey(siteId, channelId, field, value));
  }
  return items;
};

/**
 * Sends an entry's transaction and answers a refusal: taken unique values (422 `taken`, one error
 * per field), then a channel or entry gone (404), then a taken slug (409 slug_taken). With
 * `stale`, a refused entry item means it changed since it was read (StaleRead, for the retry).
 */
const sendEntryWrite = async (
  items: readonly TransactionItem[],
  slug: string | null,
  stale = false,
  refusedOther?: (error: TransactionRefused) => Promise<ApiError | undefined>,
): Promise<void> => {
  try {
    await sendTransaction(items);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    const other = await refusedOther?.(error);
    if (other) throw other;
    if (stale && error.refused('entry')) throw new StaleRead('entry changed concurrently', { cause: error });
    const taken = error.failed
      .filter((label) => label.startsWith('unique:'))
      .map((label) => label.slice('unique:'.length));
    const filesGone = refusedFile(error)?.errors ?? [];
    if (taken.length || filesGone.length) {
      throw unprocessable([
        ...taken.map((field) => ({
          field: `fields.${field}`,
          message: `${field} must be unique in the channel; another entry has this value`,
          code: 'taken',
        })),
        ...filesGone,
      ]);
    }
    if (error.refused('channel')) throw notFound('Channel');
    if (error.refused('entry')) throw notFound('Entry');
    throw conflict('slug_taken', `An entry with slug ${slug} already exists in this channel`);
  }
};

/** The paths of a channel's file fields (`fields.<name>`): each may hold an upload's file object. */
const fileFields = (channel: Channel) =>
  channel.customizations.filter((field) => field.type === 'file').map((field) => `fields.${field.name}`);

/** The items recording the uploads an entry's file fields use, before → after (`upload:fields.<name>` refused: 422 naming the field). */
const fileUses = (
  siteId: string,
  channel: Channel,
  entryId: string,
  before: Entry | undefined,
  after: Entry | undefined,
) =>
  fileFieldUses(
    siteId,
    { type: 'entry', id: entryId, key: entryKey(siteId, channel.id, entryId) },
    fileFields(channel),
    before,
    after,
  );

/**
 * Values whose file fields name uploads, with each resolved to its file object: one BatchGetItem,
 * none when there is no upload. A privacy-sensitive channel's files are marked private: they are
 * shown through short-lived signed GETs only.
 */
const withFiles = async (
  siteId: string,
  channel: Channel,
  values: FieldValues,
  stored?: FieldValues,
): Promise<FieldValues> => {
  const fields = (
    await resolveFileFields(siteId, { fields: values }, fileFields(channel), stored && { fields: stored })
  ).fields;
  if (!channel.sensitive) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, isStoredFile(value) ? { ...value, private: true } : value]),
  );
};

/** Signed GET URLs of the private files of entries, by object key: no request, nothing when there is none (see lib/uploads/signed-get.ts). */
export const signEntryFiles = async (entries: readonly Entry[]): Promise<Map<string, string>> => {
  const keys = entries.flatMap((entry) =>
    Object.values(entry.fields)
      .filter((value) => isStoredFile(value) && value.private)
      .map((value) => (value as StoredFile).key),
  );
  if (!keys.length) return new Map();
  const { signedGetUrls } = await import('../uploads/signed-get.js');
  return signedGetUrls(keys);
};

/**
 * Creates an entry with already validated values: one TransactWriteItems that checks the channel
 * still exists and claims the slug (409 slug_taken) and every unique value (422 `taken` per field).
 */
export const createEntry = async (
  siteId: string,
  channel: Channel,
  input: { slug?: string | null; values: FieldValues; customerId?: string; depth?: number },
): Promise<Entry> => {
  const at = new Date();
  const now = timestamp(at);
  const entry: Entry = {
    id: newId(at),
    channel_id: channel.id,
    slug: input.slug ?? null,
    customer_id: input.customerId ?? null,
    fields: await withFiles(siteId, channel, input.values),
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await sendEntryWrite(
    [
      labelled('channel', {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key: channelKey(siteId, channel.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      labelled('entry', { Put: { TableName: TABLE_NAME, Item: entryItem(siteId, channel, entry, input.depth) } }),
      ...claimItems(siteId, channel.id, entry.id, NO_CLAIMS, claimsOf(channel, entry)),
      ...fileUses(siteId, channel, entry.id, undefined, entry),
    ],
    entry.slug,
  );
  return entry;
};

/**
 * The items that create `entry` inside a caller's own transaction (a public submission adds its
 * rate counters): the entry (label `entry`), its slug claim (`slug`) and one claim per unique value
 * (`unique:<field>`), each conditioned on not existing yet.
 */
export const newEntryItems = (siteId: string, channel: Channel, entry: Entry): TransactionItem[] => {
  const claim = (label: string, key: Record<string, string>) =>
    labelled(label, {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...key, entry_id: entry.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  return [
    labelled('entry', {
      Put: {
        TableName: TABLE_NAME,
        Item: entryItem(siteId, channel, entry),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
    ...(entry.slug ? [claim('slug', entrySlugKey(siteId, channel.id, entry.slug))] : []),
    ...[...uniqueValues(channel.customizations, entry.fields)].map(([field, value]) =>
      claim(`unique:${field}`, entryUniqueKey(siteId, channel.id, field, value)),
    ),
  ];
};

/**
 * Replaces an entry's slug and values: one TransactWriteItems conditioned on the version read
 * (StaleRead when it changed meanwhile: the caller reads and applies again), moving slug and
 * unique-value claims as they change.
 */
export const updateEntry = async (
  siteId: string,
  channel: Channel,
  current: Entry,
  input: { slug?: string | null; values: FieldValues; depth?: number },
): Promise<Entry> => {
  const next: Entry = {
    ...current,
    slug: input.slug === undefined ? current.slug : input.slug,
    fields: await withFiles(siteId, channel, input.values, current.fields),
    updated_at: timestamp(),
    version: (current.version ?? 0) + 1,
  };
  const unchanged = unchangedEntry(current);
  await sendEntryWrite(
    [
      labelled('entry', {
        Put: {
          TableName: TABLE_NAME,
          Item: entryItem(siteId, channel, next, input.depth),
          ConditionExpression: unchanged.ConditionExpression,
          ExpressionAttributeValues: unchanged.values,
        },
      }),
      ...claimItems(siteId, channel.id, current.id, claimsOf(channel, current), claimsOf(channel, next)),
      ...fileUses(siteId, channel, current.id, current, next),
    ],
    next.slug,
    true,
  );
  return next;
};

/** Deletes an entry and releases its claims: one TransactWriteItems (404 when it is already gone). */
export const deleteEntry = async (siteId: string, channel: Channel, entry: Entry): Promise<void> => {
  await sendEntryWrite(
    [
      labelled('entry', {
        Delete: {
          TableName: TABLE_NAME,
          Key: entryKey(siteId, channel.id, entry.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      ...claimItems(siteId, channel.id, entry.id, claimsOf(channel, entry), NO_CLAIMS),
      ...fileUses(siteId, channel, entry.id, entry, undefined),
      // An entry a menu links stays until the menu no longer does (409 in_use naming the menu).
      menuLinkCheck(siteId, 'entry', `${channel.id}/${entry.id}`),
    ],
    entry.slug,
    false,
    (error) => menuLinksConflict(siteId, 'entry', `${channel.id}/${entry.id}`, error),
  );
};
