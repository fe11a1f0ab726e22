import { sitePk } from '../db/keys.js';
import { pageKeys } from '../pages/keys.js';

/**
 * Keys of blogs and articles:
 * - blog: `<site>#BLOG` / blog id; its slug is claimed in the site's PAGEPATH partition (a blog's
 *   public path is its slug, so it can't clash with a page) and the claim holds a copy of the blog;
 * - article: `<site>#ARTICLE#<blog>` / article id, with its `previous` and `next` in publish order;
 * - in the same partition, before the articles: a copy of the blog (`#BLOG`), so a list page is
 *   one Query; after them (`~ORDER#`): the publish order, one item per published article keyed
 *   `<publish_at>#<id>` holding its `next`, and the head `~ORDER#` whose `next` is the first;
 * - article slug claim: `<site>#ARTICLESLUG#<blog>` / slug → article id, holding a copy of the
 *   article, so a read by slug is one request too.
 */
/** Sort key of the blog's copy: before every article id (hex). */
export const BLOG_COPY = '#BLOG';
/** Prefix of the publish order's sort keys: after every article id. */
export const ORDER_PREFIX = '~ORDER#';

export const blogKeys = {
  blogPartition: (siteId: string) => sitePk(siteId, 'BLOG'),
  blog: (siteId: string, blogId: string) => ({ pk: sitePk(siteId, 'BLOG'), sk: blogId }),
  blogSlug: (siteId: string, slug: string) => pageKeys.path(siteId, slug),
  articlePartition: (siteId: string, blogId: string) => sitePk(siteId, `ARTICLE#${blogId}`),
  article: (siteId: string, blogId: string, articleId: string) => ({
    pk: sitePk(siteId, `ARTICLE#${blogId}`),
    sk: articleId,
  }),
  articleSlugPartition: (siteId: string, blogId: string) => sitePk(siteId, `ARTICLESLUG#${blogId}`),
  articleSlug: (siteId: string, blogId: string, slug: string) => ({
    pk: sitePk(siteId, `ARTICLESLUG#${blogId}`),
    sk: slug,
  }),
  blogCopy: (siteId: string, blogId: string) => ({ pk: sitePk(siteId, `ARTICLE#${blogId}`), sk: BLOG_COPY }),
  /** An article's place in the publish order, or the head of the order when `key` is ''. */
  order: (siteId: string, blogId: string, key: string) => ({
    pk: sitePk(siteId, `ARTICLE#${blogId}`),
    sk: `${ORDER_PREFIX}${key}`,
  }),
};
