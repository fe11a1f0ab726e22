import { sitePk } from '../db/keys.js';
import { pageKeys } from '../pages/keys.js';

/**
 * Keys of redirects. A redirect lives on the path it redirects from, in the site's PAGEPATH
 * partition where pages and blogs claim theirs (the sort key is the source without its leading
 * slash, as a page's fullpath is): one path holds a page, a blog or a redirect, never two. So a
 * page move turns its old path's claim into a redirect, and a page created or moved onto a path
 * replaces that path's redirect, each within the page's own transaction, with no extra item.
 */
export const redirectKeys = {
  /** The item at a source path (`/old/page` → sort key `old/page`). */
  source: (siteId: string, source: string) => pageKeys.path(siteId, source.replace(/^\//, '')),
  /** GSI1 partition of a site's redirects in source order (lists, prefix filters). */
  sourceIndex: (siteId: string) => sitePk(siteId, 'REDIRECTS'),
  /** GSI2 partition of a site's redirects by id (reads by id). */
  idIndex: (siteId: string) => sitePk(siteId, 'REDIRECT_ID'),
};
