import type { PageContext } from '../pages/present.js';
import { publicUrl } from '../pages/public-url.js';
import type { ArticleLink } from './article-chain.js';
import type { Neighbours, StoredArticle } from './articles.js';
import type { Blog } from './blogs.js';
import { presentFileValue } from '../uploads/file-objects.js';

/** Public shape of a blog: its public path is its slug. */
export const presentBlog = (blog: Blog, context: PageContext) => {
  const { id, version: _version, ...rest } = blog;
  return {
    id,
    url: `${context.base}/blogs/${id}`,
    ...rest,
    fullpath: blog.slug,
    public_url: publicUrl(context.subdomain, blog.slug),
  };
};

const articleUrl = (blog: Blog, id: string, context: PageContext) => `${context.base}/blogs/${blog.id}/articles/${id}`;

/** What an article shows of a neighbour. */
const presentNeighbour = (doc: ArticleLink | undefined, blog: Blog, context: PageContext) =>
  doc === undefined
    ? null
    : {
        id: doc.id,
        url: articleUrl(blog, doc.id, context),
        title: doc.title,
        slug: doc.slug,
        publish_at: doc.publish_at,
        public_url: publicUrl(context.subdomain, `${blog.slug}/${doc.slug}`),
      };

/**
 * Public shape of an article. `next_article`/`previous_article` are shown when
 * `neighbours` are given (single reads and writes: see `shownNeighbours`), and left out of lists.
 */
export const presentArticle = (article: StoredArticle, blog: Blog, context: PageContext, neighbours?: Neighbours) => {
  const { id, ...rest } = article.doc;
  const fullpath = `${blog.slug}/${article.doc.slug}`;
  // File objects get their URLs built now; anything typed in by hand shows as stored.
  const files = {
    header: presentFileValue(rest.header, context),
    thumbnail: presentFileValue(rest.thumbnail, context),
    og_image: presentFileValue(rest.og_image, context),
  };
  return {
    id,
    url: articleUrl(blog, id, context),
    ...rest,
    ...files,
    fullpath,
    public_url: publicUrl(context.subdomain, fullpath),
    ...(neighbours && {
      next_article: presentNeighbour(neighbours.next, blog, context),
      previous_article: presentNeighbour(neighbours.previous, blog, context),
    }),
  };
};
