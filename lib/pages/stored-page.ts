import type { Stored } from '../db/entity.js';
import { pageKeys } from './keys.js';
import type { PageFields as DocumentFields } from './page-document.js';
import { pageEtag } from './page-etag.js';

/**
 * A page's public document as stored (without `url` and `public_url`, which depend on the
 * request's base address and the site's domain). Additional properties are strings.
 */
export type PageFields = Pick<
  DocumentFields,
  'id' | 'created_at' | 'updated_at' | 'title' | 'slug' | 'parent' | 'fullpath' | 'parent_path' | 'depth'
>;

export type PageDoc = PageFields & Record<string, unknown>;

/** A stored page: its document plus what the API keeps for concurrency and tree moves. */
export interface StoredPage {
  readonly doc: PageDoc;
  /** Bumped by every write that changes the page as clients see it; the ETag derives from it. */
  readonly version: number;
  /** Number of child pages: a page with children can't be deleted, and only then has a subtree to move. */
  readonly childCount: number;
  /** Bumped whenever a child is added or removed, so a move of the page can't miss a new child. */
  readonly childRev: number;
}

// The document lives in its own `doc` map rather than beside the keys: additional properties are
// client-chosen names, and none of them may ever shadow `pk`, `version` or another internal attribute.
/** A stored page item → the stored page. */
export const toStoredPage = (item: Record<string, unknown>): StoredPage => ({
  doc: item.doc as PageDoc,
  version: item.version as number,
  childCount: (item.child_count as number | undefined) ?? 0,
  childRev: (item.child_rev as number | undefined) ?? 0,
});

/** The strong ETag of a stored page. */
export const etagOf = (page: StoredPage): string => pageEtag(page.doc.id, page.version);

/**
 * A page as stored: its document in `doc` beside the version and child counts every page
 * transaction conditions on (lib/pages/page-transactions.ts writes it), read by id with getRecordById.
 */
export const pages: Stored<StoredPage> = { name: 'Page', key: pageKeys.page, fromItem: toStoredPage };

/** A fullpath's claim, naming the page at that path (a blog's claim names a blog instead). */
export const pagePaths: Stored<{ readonly pageId?: string }> = { name: 'Page path', key: pageKeys.path };
