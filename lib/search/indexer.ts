import type { Change } from '../events/event-map.js';
import { batchGet } from '../db/batch-get.js';
import { keyId, type ItemKey } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { forEachPartitionPage, readPartition } from '../db/query-all.js';
import { channelKey, channelPk, channelsIndex } from '../channels/keys.js';
import { pageKeys } from '../pages/keys.js';
import { blogKeys } from '../blogs/keys.js';
import { productKeys } from '../products/keys.js';
import { workQueue } from '../queues/work-queue.js';
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
import { compact, logMaxEntries, markReindex, recordChanges } from './index-state.js';

/**
 * Indexing, off the request path: the table stream's reaction (lib/events/router.ts) queues each
 * change of a searchable resource on the `search-index` queue, and its consumer reads the
 * resource as it now is (so order and repeats do not matter), makes its documents and records
 * them in the site's change log (index-state.ts). Messages of one site arriving together are
 * recorded in one write.
 */
export const SEARCH_INDEX_QUEUE = 'search-index';

export type SearchIndexMessage =
  | { readonly site_id: string; readonly key: ItemKey }
  | { readonly site_id: string; readonly channel_id: string }
  | { readonly site_id: string; readonly reindex: true; readonly requested_at: string };

const ID = '[0-9a-f]{24}';
const ENTRY = new RegExp(`^(${ID})#CHANNEL#(${ID})$`);
const ENTRY_SK = new RegExp(`^ENTRY#(${ID})$`);
const PAGE = new RegExp(`^(${ID})#PAGE$`);
const ARTICLE = new RegExp(`^(${ID})#ARTICLE#(${ID})$`);
const PRODUCT = new RegExp(`^(${ID})#PRODUCT$`);
const RESOURCE_SK = new RegExp(`^${ID}$`);

/** The channel settings whose change re-indexes (or drops) the channel's entries. */
const CHANNEL_SEARCH_SETTINGS = [
  'search_enabled',
  'search_excluded_field_ids',
  'slug',
  'acl',
  'sensitive',
  'customizations',
  'title_field',
  'label_field',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Item = Record<string, unknown>;

/** A page's or article's document sits in `doc`; a product is the item itself. */
const docOf = (item: Item | undefined): Item | undefined =>
  item ? ((item.doc as Item | undefined) ?? item) : undefined;

/** The documents a page, article or product item makes (entries need their channel: read by the consumer). */
const plainDocuments = (key: ItemKey, item: Item | undefined): SearchDocument[] | undefined => {
  const doc = docOf(item);
  if (PAGE.test(key.pk)) return doc ? pageDocuments(doc) : [];
  const article = ARTICLE.exec(key.pk);
  if (article) return doc ? articleDocuments(doc, article[2] as string) : [];
  if (PRODUCT.test(key.pk)) return doc ? productDocuments(doc) : [];
  return undefined;
};

/** The stream's reaction: a searchable resource changed (or a channel's search settings) queues its indexing. */
export const queueSearchChange = async (change: Change): Promise<void> => {
  const { pk, sk } = change.key;
  const site = /^([0-9a-f]{24})#/.exec(pk)?.[1];
  if (!site) return;
  const queue = workQueue<SearchIndexMessage>(SEARCH_INDEX_QUEUE);
  const entry = ENTRY.exec(pk);
  if (entry && sk === 'CHANNEL') {
    const before = change.oldImage;
    const after = change.newImage;
    if (!before && !after?.search_enabled) return; // a new channel has no entries yet
    if (before && after && CHANNEL_SEARCH_SETTINGS.every((name) => same(before[name], after[name]))) return;
    if (!before?.search_enabled && !after?.search_enabled) return;
    await queue.send({ site_id: site, channel_id: entry[2] as string });
    return;
  }
  if (entry ? !ENTRY_SK.test(sk) : !RESOURCE_SK.test(sk)) return;
  if (!entry) {
    const before = plainDocuments(change.key, change.oldImage);
    if (!before) return; // not a searchable resource
    // A change that leaves its documents as they were (a product's stock) is not indexed again.
    if (same(before, plainDocuments(change.key, change.newImage))) return;
  }
  await queue.send({ site_id: site, key: { pk, sk } });
};

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
    const entryId = ENTRY_SK.exec(key.sk)?.[1] as string;
    return { rid: `entry:${entryId}`, docs: item && channel ? entryDocuments(item, channelFacts(channel)) : [] };
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

// Resource changes of one site that arrive together (an SQS batch runs its messages at once) are
// recorded in one write of the site's state.
const pending = new Map<string, { changes: { rid: string; docs: SearchDocument[] }[]; done: Promise<void> }>();

const recordSoon = (siteId: string, change: { rid: string; docs: SearchDocument[] }): Promise<void> => {
  const batch = pending.get(siteId);
  if (batch) {
    batch.changes.push(change);
    return batch.done;
  }
  const changes = [change];
  const done = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => {
    pending.delete(siteId);
    return recordChanges(siteId, changes);
  });
  pending.set(siteId, { changes, done });
  return done;
};

/** The queue's consumer (workers/search-index.ts on AWS, the in-process queue locally): idempotent. */
export const consumeSearchIndex = async (message: SearchIndexMessage): Promise<void> => {
  if ('reindex' in message) return reindexSite(message.site_id, message.requested_at);
  if ('channel_id' in message) return reindexChannel(message.site_id, message.channel_id);
  const change = await currentDocuments(message.key);
  if (change) await recordSoon(message.site_id, change);
};

/** Asks for a site's rebuild: its status becomes `queued`, and the worker rebuilds it. */
export const requestReindex = async (siteId: string): Promise<void> => {
  const requestedAt = timestamp();
  await markReindex(siteId, { status: 'queued', requested_at: requestedAt });
  await workQueue<SearchIndexMessage>(SEARCH_INDEX_QUEUE).send({
    site_id: siteId,
    reindex: true,
    requested_at: requestedAt,
  });
};
