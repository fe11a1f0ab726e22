import { batchGet } from '../db/batch-get.js';
import { keyId, type ItemKey } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { forEachPartitionPage, readPartition } from '../db/query-all.js';
import { channelKey, channelPk, channelsIndex } from '../channels/keys.js';
import { pageKeys } from '../pages/keys.js';
import { blogKeys } from '../blogs/keys.js';
import { productKeys } from '../products/keys.js';
import { timestamp } from '../db/keys.js';
import {
  articleDocuments,
  entryDocuments,
  pageDocuments,
  productDocuments,
  type ChannelFacts,
  type SearchDocument,
} from './documents.js';
import { SiteIndex } from './engine.js';
import { logMaxEntries, markReindex } from './index-state.js';
import {
  ARTICLE,
  docOf,
  ENTRY,
  ENTRY_SK,
  PAGE,
  plainDocuments,
  RESOURCE_SK,
  type Item,
  type SearchIndexMessage,
} from './search-changes.js';
import { compact, recordChanges } from './index-writer.js';

/** What an entry's documents need of its channel. */
const channelFacts = (item: Item): ChannelFacts => item as unknown as ChannelFacts;

/** A resource's documents as it now is (none when it is gone): one GetItem, an entry's with its channel in one BatchGetItem. */
const currentDocuments = async (key: ItemKey): Promise<{ rid: string; docs: SearchDocument[] } | undefined> => {
  const entry = ENTRY.exec(key.pk);
  if (entry) {
    const siteId = entry[1] as string;
    const channelId = entry[2] as string;
    const found = await batchGet([key, channelKey(siteId, channelId)]);
    const item = found.get(keyId(key));
    const channel = found.get(keyId(channelKey(siteId, channelId)));
    // A channel without search (or gone) has none of its entries in the index: switching it off (or
    // deleting it) dropped them all, so its entries' changes have nothing to record.
    if (!channel?.search_enabled) return undefined;
    const entryId = ENTRY_SK.exec(key.sk)?.[1] as string;
    return { rid: `entry:${entryId}`, docs: item ? entryDocuments(item, channelFacts(channel)) : [] };
  }
  const docs = plainDocuments(key, await readItem(key));
  if (!docs) return undefined;
  const type = PAGE.test(key.pk) ? 'page' : ARTICLE.test(key.pk) ? 'article' : 'product';
  return { rid: `${type}:${key.sk}`, docs };
};

/** Every entry of a channel, as documents per resource: one Query per page of the channel's partition. */
const channelEntryDocuments = async (siteId: string, channel: ChannelFacts) => {
  const changes: { rid: string; docs: SearchDocument[] }[] = [];
  await forEachPartitionPage(
    { pk: channelPk(siteId, channel.id) },
    (items) => {
      for (const item of items) {
        const id = ENTRY_SK.exec(String(item.sk))?.[1];
        if (id) changes.push({ rid: `entry:${id}`, docs: entryDocuments(item, channel) });
      }
    },
    { consistent: true },
  );
  return changes;
};

/** A channel's entries made again (or dropped when it is gone or no longer searchable). */
const reindexChannel = async (siteId: string, channelId: string): Promise<void> => {
  const item = await readItem(channelKey(siteId, channelId));
  const drop = { drop_channel: channelId };
  if (!item?.search_enabled) return recordChanges(siteId, [drop]);
  const changes = await channelEntryDocuments(siteId, channelFacts(item));
  // A small channel goes through the log; a large one straight into a new base.
  if (changes.length < logMaxEntries()) return recordChanges(siteId, [drop, ...changes]);
  await compact(siteId, {
    mutate: (index) => {
      index.dropChannel(channelId);
      for (const change of changes) index.replace(change.rid, change.docs);
    },
  });
};

/** A site's whole index made from the table: pages, articles, products and searchable channels' entries. */
export const buildSiteIndex = async (siteId: string): Promise<SiteIndex> => {
  const index = SiteIndex.empty();
  const add = (rid: string, docs: SearchDocument[]) => index.replace(rid, docs);
  const read = { consistent: true } as const;
  const each = (pk: string, visit: (item: Item) => void) =>
    forEachPartitionPage({ pk }, (items) => items.forEach(visit), read);
  await each(pageKeys.page(siteId, '').pk, (item) => {
    if (RESOURCE_SK.test(String(item.sk))) add(`page:${item.sk}`, pageDocuments(docOf(item) as Item));
  });
  await each(productKeys.productPartition(siteId), (item) => {
    if (RESOURCE_SK.test(String(item.sk))) add(`product:${item.sk}`, productDocuments(item));
  });
  const blogs = await readPartition({ pk: blogKeys.blogPartition(siteId) }, read);
  for (const blog of blogs) {
    if (!RESOURCE_SK.test(String(blog.sk))) continue;
    await each(blogKeys.articlePartition(siteId, String(blog.sk)), (item) => {
      if (RESOURCE_SK.test(String(item.sk)))
        add(`article:${item.sk}`, articleDocuments(docOf(item) as Item, String(blog.sk)));
    });
  }
  const channels = await readPartition({ pk: channelsIndex(siteId), index: 'gsi1' });
  for (const listed of channels) {
    const channel = await readItem(channelKey(siteId, String(listed.id)));
    if (!channel?.search_enabled) continue;
    for (const change of await channelEntryDocuments(siteId, channelFacts(channel))) add(change.rid, change.docs);
  }
  return index;
};

/** Rebuilds a site's index from the table into a new base (the log entries it may have missed are applied over it). */
const reindexSite = async (siteId: string, requestedAt: string): Promise<void> => {
  await markReindex(siteId, { status: 'running', requested_at: requestedAt });
  await compact(siteId, {
    rebuild: () => buildSiteIndex(siteId),
    reindex: { status: 'done', requested_at: requestedAt, finished_at: timestamp() },
  });
};

// One writer per site in this instance: changes of a site that arrive together, or while its
// previous write (and the compaction it may start) is under way, are recorded together in the next
// write, instead of colliding on the state's version. Instances still collide with each other: the
// conditioned write settles that.
type Change = { rid: string; docs: SearchDocument[] };
const writers = new Map<string, { queued: Change[]; waiters: { resolve(): void; reject(error: unknown): void }[] }>();

const drain = async (siteId: string, writer: NonNullable<ReturnType<typeof writers.get>>): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  while (writer.queued.length) {
    const changes = writer.queued.splice(0);
    const waiters = writer.waiters.splice(0);
    try {
      await recordChanges(siteId, changes);
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
  writers.delete(siteId);
};

const recordSoon = (siteId: string, change: Change): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    let writer = writers.get(siteId);
    const idle = !writer;
    if (!writer) writers.set(siteId, (writer = { queued: [], waiters: [] }));
    writer.queued.push(change);
    writer.waiters.push({ resolve, reject });
    if (idle) void drain(siteId, writer);
  });

/** The queue's consumer (workers/search-index.ts on AWS, the in-process queue locally): idempotent. */
export const consumeSearchIndex = async (message: SearchIndexMessage): Promise<void> => {
  if ('reindex' in message) return reindexSite(message.site_id, message.requested_at);
  if ('channel_id' in message) return reindexChannel(message.site_id, message.channel_id);
  const change = await currentDocuments(message.key);
  if (change) await recordSoon(message.site_id, change);
};
