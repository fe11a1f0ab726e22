import { createClaimed, deleteClaimed, saveClaimed } from '../commerce/claimed-writes.js';
import { mergeFields } from '../commerce/fields.js';
import { slugify } from '../commerce/slug.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { invalidField, notFound } from '../http/errors.js';
import { getByIdOrSlug, slugClaimed } from './claims.js';
import { productKeys } from './keys.js';
import type { CreateCollection, UpdateCollection } from './schemas.js';

/** A stored collection of products. `version` is never shown. */
export interface Collection {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description?: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

export const toCollection = ({ pk: _pk, sk: _sk, ...collection }: Record<string, unknown>) => collection as unknown as Collection;

const claimed = (siteId: string) => slugClaimed<Collection>(
  'collection', (id) => productKeys.collection(siteId, id), (slug) => productKeys.collectionSlug(siteId, slug),
);

/** A site's collections, oldest first: one Query on the site's COLLECTION partition. */
export const listCollections = async (siteId: string, page: PageRequest): Promise<Page<Collection>> => {
  const pk = productKeys.collectionPartition(siteId);
  const result = await queryPage({
    TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk },
  }, page, { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] });
  return { ...result, items: result.items.map(toCollection) };
};

/** A collection by id (one GetItem) or by slug (two: the slug claim, then the collection). */
export const getCollection = async (siteId: string, idOrSlug: string): Promise<Collection | undefined> => {
  const item = await getByIdOrSlug(idOrSlug, (id) => productKeys.collection(siteId, id), (slug) => productKeys.collectionSlug(siteId, slug));
  return item && toCollection(item);
};

/** Creates a collection: one TransactWriteItems (collection and slug claim; 409 slug_taken). */
export const createCollection = async (siteId: string, input: CreateCollection): Promise<Collection> => {
  const slug = input.slug ?? slugify(input.name);
  if (slug === undefined) throw invalidField('slug', 'cannot be derived from the name; send a slug', 'missing');
  const now = timestamp();
  const collection: Collection = {
    id: newId(), name: input.name, slug, ...(input.description !== undefined && { description: input.description }),
    created_at: now, updated_at: now, version: 1,
  };
  await createClaimed(claimed(siteId), collection);
  return collection;
};

/**
 * Updates the given fields of a collection (`description: null` clears it): the read (one GetItem
 * by id), then one TransactWriteItems writing it and its slug claim (moved when the slug changes).
 */
export const updateCollection = (siteId: string, idOrSlug: string, patch: UpdateCollection): Promise<Collection> =>
  withOptimisticRetry(async () => {
    const current = await getCollection(siteId, idOrSlug);
    if (!current) throw notFound('Collection');
    const collection: Collection = { ...mergeFields(current, patch), updated_at: timestamp(), version: current.version + 1 };
    await saveClaimed(claimed(siteId), current, collection);
    return collection;
  });

/**
 * Deletes a collection and its slug claim: the read, then one TransactWriteItems. Products keep its
 * id in their `collection_ids` (filtering by that id still finds them). False when it does not exist.
 */
export const deleteCollection = (siteId: string, idOrSlug: string): Promise<boolean> =>
  withOptimisticRetry(async () => {
    const current = await getCollection(siteId, idOrSlug);
    if (!current) return false;
    await deleteClaimed(claimed(siteId), current);
    return true;
  });

/** Public shape of a collection. */
export const presentCollection = (collection: Collection, base: string) => ({
  id: collection.id,
  url: `${base}/collections/${collection.id}`,
  name: collection.name,
  slug: collection.slug,
  description: collection.description ?? null,
  created_at: collection.created_at,
  updated_at: collection.updated_at,
});
