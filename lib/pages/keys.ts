import { sitePk } from '../db/keys.js';

/**
 * Keys of the page entity:
 * - the page: `<site>#PAGE` / page id, on GSI1 `<site>#PAGE_BY_PATH` / fullpath (lists, prefix filters, subtrees);
 * - the path claim: `<site>#PAGEPATH` / fullpath → page id, which makes fullpaths unique and
 *   resolves a fullpath with one GetItem. Blogs claim their slug in the same partition, so a blog
 *   and a page can never share a public path.
 */
export const pageKeys = {
  page: (siteId: string, pageId: string) => ({ pk: sitePk(siteId, 'PAGE'), sk: pageId }),
  path: (siteId: string, fullpath: string) => ({ pk: sitePk(siteId, 'PAGEPATH'), sk: fullpath }),
  pathIndex: (siteId: string) => sitePk(siteId, 'PAGE_BY_PATH'),
};
