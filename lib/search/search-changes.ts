import type { Change } from '../events/event-map.js';
import type { ItemKey } from '../db/keys.js';
import { workQueue } from '../queues/work-queue.js';
import { articleDocuments, pageDocuments, productDocuments, type SearchDocument } from './documents.js';
import type { ReindexStatus } from './index-state.js';
import { searchKeys } from './keys.js';

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

export const ID = '[0-9a-f]{24}';
export const ENTRY = new RegExp(`^(${ID})#CHANNEL#(${ID})$`);
export const ENTRY_SK = new RegExp(`^ENTRY#(${ID})$`);
export const PAGE = new RegExp(`^(${ID})#PAGE$`);
export const ARTICLE = new RegExp(`^(${ID})#ARTICLE#(${ID})$`);
export const PRODUCT = new RegExp(`^(${ID})#PRODUCT$`);
export const RESOURCE_SK = new RegExp(`^${ID}$`);

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

export type Item = Record<string, unknown>;

/** A page's or article's document sits in `doc`; a product is the item itself. */
export const docOf = (item: Item | undefined): Item | undefined =>
  item ? ((item.doc as Item | undefined) ?? item) : undefined;

/** The documents a page, article or product item makes (entries need their channel: read by the consumer). */
export const plainDocuments = (key: ItemKey, item: Item | undefined): SearchDocument[] | undefined => {
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
  if (pk === searchKeys.state(site).pk && sk === searchKeys.state(site).sk) {
    // A rebuild asked for (POST /search/reindex marks the state `queued`): the worker runs it.
    const asked = (change.newImage?.reindex as ReindexStatus | undefined) ?? undefined;
    const before = change.oldImage?.reindex as ReindexStatus | undefined;
    if (asked?.status === 'queued' && asked.requested_at !== before?.requested_at)
      await queue.send({ site_id: site, reindex: true, requested_at: asked.requested_at });
    return;
  }
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
