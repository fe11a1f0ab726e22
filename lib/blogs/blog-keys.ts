import { sitePk } from '../db/keys.js';
import { pageKeys } from '../pages/page-keys.js';

/**
 * Keys of blogs and articles:
 * - blog: `<site>#BLOG` / blog id; its slug is claimed in the site's PAGEPATH partition (a blog's
 *   public path is its slug, so it can't clash with a page) and the claim holds a copy of the blog;
 * - article: `<site>#ARTICLE#<blog>` / article id; on GSI1 `<site>#PUBLISHED#<blog>` /
 *   `<publish_at>#<id>` while published (neighbours in publish order);
 * - article slug claim: `<site>#ARTICLESLUG#<blog>` / slug → article id.
 */
export const blogKeys = {
  blogPartition: (siteId: string) => sitePk(siteId, 'BLOG'),
  blog: (siteId: string, blogId: string) => ({ pk: sitePk(siteId, 'BLOG'), sk: blogId }),
  blogSlug: (siteId: string, slug: string) => pageKeys.path(siteId, slug),
  articlePartition: (siteId: string, blogId: string) => sitePk(siteId, `ARTICLE#${blogId}`),
  article: (siteId: string, blogId: string, articleId: string) => ({ pk: sitePk(siteId, `ARTICLE#${blogId}`), sk: articleId }),
  articleSlugPartition: (siteId: string, blogId: string) => sitePk(siteId, `ARTICLESLUG#${blogId}`),
  articleSlug: (siteId: string, blogId: string, slug: string) => ({ pk: sitePk(siteId, `ARTICLESLUG#${blogId}`), sk: slug }),
  publishedIndex: (siteId: string, blogId: string) => sitePk(siteId, `PUBLISHED#${blogId}`),
};
