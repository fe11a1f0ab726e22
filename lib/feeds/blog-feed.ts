import type { ArticleDoc } from '../blogs/articles.js';
import { blogKeys, ORDER_PREFIX } from '../blogs/keys.js';
import { getBlog, type Blog } from '../blogs/blogs.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { queryOnce } from '../db/query-all.js';
import { isId, timestamp } from '../db/keys.js';
import { publicUrl } from '../pages/public-url.js';
import { escapeHtml } from './feed-rules.js';
import { FEED_SIZE, type FeedContents } from './feeds.js';

/**
 * A blog's feed: its 50 latest live articles (published, `publish_at` not in the future), newest
 * first. One Query of the newest entries of the blog's publish order up to now, then one
 * BatchGetItem of those articles and the blog's copy beside them (a blog named by slug adds the
 * GetItem of its claim). Undefined when the blog does not exist.
 */
export const blogFeed = async (
  siteId: string,
  blogRef: string,
  now = new Date(),
): Promise<((subdomain: string) => FeedContents) | undefined> => {
  const named = isId(blogRef) ? undefined : await getBlog(siteId, blogRef);
  if (!isId(blogRef) && !named) return undefined;
  const blogId = named?.id ?? blogRef;
  const partition = blogKeys.articlePartition(siteId, blogId);
  // Order keys are `<publish_at>#<id>`: everything up to now, newest first; the head (`~ORDER#` itself) is skipped.
  const newest = await queryOnce({
    TableName: TABLE_NAME,
    ScanIndexForward: false,
    Limit: FEED_SIZE + 1,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :now',
    ExpressionAttributeValues: {
      ':pk': partition,
      ':first': `${ORDER_PREFIX}0`,
      ':now': `${ORDER_PREFIX}${timestamp(now)}#~`,
    },
  });
  const ids = newest
    .map((item) => (item.article as { id?: string } | undefined)?.id)
    .filter((id): id is string => !!id)
    .slice(0, FEED_SIZE);
  const copyKey = blogKeys.blogCopy(siteId, blogId);
  const found = await batchGet([...(named ? [] : [copyKey]), ...ids.map((id) => blogKeys.article(siteId, blogId, id))]);
  const blog = named ?? (found.get(keyId(copyKey))?.blog as Blog | undefined);
  if (!blog) return undefined;
  const docs = ids
    .map((id) => found.get(keyId(blogKeys.article(siteId, blogId, id)))?.doc as ArticleDoc | undefined)
    .filter((doc): doc is ArticleDoc => doc?.status === 'published');
  return (subdomain) => ({
    title: blog.seo_title || blog.name,
    description: blog.seo_description || blog.description || blog.name,
    link: publicUrl(subdomain, blog.slug),
    updatedAt: blog.updated_at,
    items: docs.map((doc) => ({
      id: doc.id,
      title: escapeHtml(doc.title),
      description: escapeHtml(
        typeof doc.text_excerpt === 'string'
          ? doc.text_excerpt
          : typeof doc.seo_description === 'string'
            ? doc.seo_description
            : '',
      ),
      link: publicUrl(subdomain, `${blog.slug}/${doc.slug}`),
      date: doc.publish_at ?? doc.created_at,
    })),
  });
};
