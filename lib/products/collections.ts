import { type Entity, createRecord, removeRecord, updateRecord } from '../db/entity.js';
import { mergeFields } from '../commerce/fields.js';
import { slugFrom, unreservedSlug } from '../commerce/slug.js';
import { newId, timestamp } from '../db/keys.js';
import { slugClaim } from './catalog.js';
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

/**
 * A collection and its slug claim: `getRecord(collections, …)` reads one by id (one GetItem) or by slug (two:
 * the claim, then the collection); `listRecords(collections, …)` the site's, oldest first (one Query on its
 * COLLECTION partition).
 */
export const collections: Entity<Collection> = {
  name: 'Collection',
  key: productKeys.collection,
  version: 'version',
  claim: /* @__PURE__ */ slugClaim('collection', productKeys.collectionSlug),
  list: { partition: productKeys.collectionPartition },
};

/** Creates a collection: one TransactWriteItems (collection and slug claim; 409 slug_taken). */
export const createCollection = async (siteId: string, input: CreateCollection): Promise<Collection> => {
  const slug = unreservedSlug(slugFrom(input.slug, input.name));
  const now = timestamp();
  return createRecord(collections, siteId, {
    id: newId(),
    name: input.name,
    slug,
    ...(input.description !== undefined && { description: input.description }),
    created_at: now,
    updated_at: now,
    version: 1,
  });
};

/**
 * Updates the given fields of a collection (`description: null` clears it): the read (one GetItem
 * by id), then one write (PutItem, or TransactWriteItems moving the slug claim when the slug changes).
 */
export const updateCollection = (siteId: string, idOrSlug: string, patch: UpdateCollection): Promise<Collection> =>
  updateRecord(collections, siteId, idOrSlug, (current) => ({
    ...mergeFields(current, { ...patch, slug: unreservedSlug(patch.slug) }),
    updated_at: timestamp(),
    version: current.version + 1,
  }));

/**
 * Deletes a collection and its slug claim: the read, then one TransactWriteItems. Products keep its
 * id in their `collection_ids` (filtering by that id still finds them). False when it does not exist.
 */
export const deleteCollection = async (siteId: string, idOrSlug: string): Promise<boolean> =>
  (await removeRecord(collections, siteId, idOrSlug)) !== undefined;
