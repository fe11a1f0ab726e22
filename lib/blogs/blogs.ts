import { purgeAfterDelete } from '../db/purge.js';
import { TABLE_NAME } from '../db/client.js';
import { getRecordById, type Stored } from '../db/entity.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { countItems } from '../db/count.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { partitionQuery } from '../db/query-all.js';
import { recordOf } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import { slugOr } from '../db/slug.js';
import { blogKeys } from './keys.js';
import { menuLinkCheck, menuLinksConflict } from '../menus/menu-links.js';
import type { CreateBlog, UpdateBlog } from './schemas.js';

/** A stored blog (without the derived `url`, `public_url` and `fullpath`). */
export interface Blog {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description?: string;
  readonly seo_title?: string;
  readonly seo_description?: string;
  readonly seo_keywords?: string;
  readonly header: Record<string, unknown>;
  readonly customizations: Record<string, unknown>[];
  readonly created_at: string;
  readonly updated_at: string;
  /** Orders concurrent writes; never shown. */
  readonly version: number;
}

const MAX_ATTEMPTS = 4;

/** A stored blog item → the blog. */
export const toBlog = recordOf<Blog>();

/** A blog's item (its writes are the transactions below, with its slug claim and the copy beside its articles). */
export const blogs: Stored<Blog> = { name: 'Blog', key: blogKeys.blog };

/** A blog's slug claim, in the site's page path partition: its owner and a copy of the blog. */
const blogSlugs: Stored<{ readonly blogId?: string; readonly blog?: Blog }> = { name: 'Blog', key: blogKeys.blogSlug };

const slugTaken = (slug: string) =>
  conflict('slug_taken', `The path ${slug} is already used by a page or another blog`);

const blogPut = (siteId: string, blog: Blog, condition: string, values?: Record<string, unknown>): TransactionItem =>
  labelled('blog', {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...blogKeys.blog(siteId, blog.id), ...blog },
      ConditionExpression: condition,
      ExpressionAttributeValues: values,
    },
  });

// The slug claim holds a copy of the blog, so a read by slug is one GetItem; every write of the blog
// rewrites it. A new claim is labelled `slug` (refused: the path is taken), the blog's own `claim`.
const claimPut = (siteId: string, blog: Blog, condition: string): TransactionItem =>
  labelled(condition.includes(':id') ? 'claim' : 'slug', {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...blogKeys.blogSlug(siteId, blog.slug), blogId: blog.id, blog },
      ConditionExpression: condition,
      ...(condition.includes(':id') && { ExpressionAttributeValues: { ':id': blog.id } }),
    },
  });

// A copy at the head of the blog's article partition, so a list page of articles is one Query.
const copyPut = (siteId: string, blog: Blog): TransactionItem =>
  labelled('copy', { Put: { TableName: TABLE_NAME, Item: { ...blogKeys.blogCopy(siteId, blog.id), blog } } });

const claimDelete = (siteId: string, blog: Blog): TransactionItem =>
  labelled('old-claim', {
    Delete: {
      TableName: TABLE_NAME,
      Key: blogKeys.blogSlug(siteId, blog.slug),
      ConditionExpression: 'blogId = :id',
      ExpressionAttributeValues: { ':id': blog.id },
    },
  });

/** A site's blogs in id order (creation second, then random): one Query on the site's BLOG partition. */
export const listBlogs = async (siteId: string, page: PageRequest): Promise<Page<Blog>> => {
  const pk = blogKeys.blogPartition(siteId);
  const result = await queryPage(blogListQuery(siteId), page, { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] });
  return { ...result, items: result.items.map(toBlog) };
};

/** The Query of a site's blog list (listBlogs pages it, countBlogs counts it). */
const blogListQuery = (siteId: string) => partitionQuery({ pk: blogKeys.blogPartition(siteId) });

/** How many blogs a site has: a COUNT Query on its BLOG partition (see countItems). */
export const countBlogs = (siteId: string): Promise<number> => countItems({ input: blogListQuery(siteId) });

/** A blog by id (one GetItem) or by slug (one GetItem of the slug claim, which holds a copy). */
export const getBlog = async (siteId: string, ref: string): Promise<Blog | undefined> => {
  if (isId(ref)) return getRecordById(blogs, siteId, ref);
  return (await getRecordById(blogSlugs, siteId, ref))?.blog;
};

/** A blog by id or slug, or 404. */
export const requireBlog = async (siteId: string, ref: string): Promise<Blog> => {
  const blog = await getBlog(siteId, ref);
  if (!blog) throw notFound('Blog');
  return blog;
};

/** Creates a blog: one TransactWriteItems (blog, slug claim and the copy beside its articles; 409 `slug_taken` when a page or blog has the path). */
export const createBlog = async (siteId: string, input: CreateBlog): Promise<Blog> => {
  const now = timestamp();
  const { header, customizations, slug, ...fields } = input;
  const blog: Blog = {
    id: newId(),
    slug: slug ?? slugOr(input.name, 'blog'),
    ...fields,
    header: header ?? {},
    customizations: customizations ?? [],
    created_at: now,
    updated_at: now,
    version: 1,
  };
  try {
    await sendTransaction([
      blogPut(siteId, blog, 'attribute_not_exists(pk)'),
      claimPut(siteId, blog, 'attribute_not_exists(pk)'),
      copyPut(siteId, blog),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('slug')) throw slugTaken(blog.slug);
    throw error;
  }
  return blog;
};

/**
 * PUT /blogs/{blog}: changes only the given fields, in one TransactWriteItems conditioned on the
 * version read (re-read and retried when another write came first); a new slug moves the claim.
 */
export const updateBlog = async (siteId: string, blogRef: string, input: UpdateBlog): Promise<Blog> => {
  let ref = blogRef;
  return withOptimisticRetry(
    async () => {
      const current = await requireBlog(siteId, ref);
      const blog: Blog = { ...current, ...input, updated_at: timestamp(), version: current.version + 1 };
      const items = [blogPut(siteId, blog, 'version = :version', { ':version': current.version })];
      if (blog.slug === current.slug) items.push(claimPut(siteId, blog, 'blogId = :id'));
      else items.push(claimDelete(siteId, current), claimPut(siteId, blog, 'attribute_not_exists(pk)'));
      items.push(copyPut(siteId, blog));
      try {
        await sendTransaction(items);
        return blog;
      } catch (error) {
        if (!(error instanceof TransactionRefused)) throw error;
        if (error.refused('slug')) throw slugTaken(blog.slug);
        // The blog changed meanwhile: read it again, by id.
        ref = current.id;
        throw new StaleRead('the blog changed meanwhile', { cause: error });
      }
    },
    { attempts: MAX_ATTEMPTS, backoffMs: 10 },
  );
};

/**
 * Deletes a blog and then its articles. The blog and its slug claim go in one transaction, which
 * makes the articles unreachable at once (every article route reads the blog first, and creating
 * one checks it exists); the articles, their publish order and slug claims are then removed in batches.
 */
export const deleteBlog = async (siteId: string, ref: string): Promise<void> => {
  const blog = await requireBlog(siteId, ref);
  try {
    await sendTransaction([
      labelled('blog', {
        Delete: {
          TableName: TABLE_NAME,
          Key: blogKeys.blog(siteId, blog.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      claimDelete(siteId, blog),
      labelled('copy', { Delete: { TableName: TABLE_NAME, Key: blogKeys.blogCopy(siteId, blog.id) } }),
      // A blog a menu links stays until the menu no longer does (409 in_use naming the menu).
      menuLinkCheck(siteId, 'blog', blog.id),
    ]);
  } catch (error) {
    const linked = error instanceof TransactionRefused && (await menuLinksConflict(siteId, 'blog', blog.id, error));
    if (linked) throw linked;
    if (error instanceof TransactionRefused) throw notFound('Blog');
    throw error;
  }
  await purgeAfterDelete('blog', [
    blogKeys.articlePartition(siteId, blog.id),
    blogKeys.articleSlugPartition(siteId, blog.id),
  ]);
};
