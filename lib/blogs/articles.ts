import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { conflict, notFound } from '../http/errors.js';
import { slugify } from '../pages/slugify.js';
import { neighbourRanges, publishKey, resolvePublishAt, slugifiedTags } from './article-rules.js';
import { blogKeys } from './blog-keys.js';
import type { ArticleStatus, CreateArticle, UpdateArticle } from './blog-schemas.js';
import type { Blog } from './blogs.js';

/** An article's document (spec 2.6 without what is derived from its blog and neighbours). Additional properties are strings. */
export type ArticleDoc = {
  id: string;
  created_at: string;
  updated_at: string;
  title: string;
  slug: string;
  status: ArticleStatus;
  /** RFC 3339 UTC; null for a draft that was never given one. */
  publish_at: string | null;
  tags: string[];
  slugified_tags: string[];
} & Record<string, unknown>;

export interface StoredArticle {
  readonly doc: ArticleDoc;
  /** Orders concurrent writes; never shown. */
  readonly version: number;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const MAX_ATTEMPTS = 4;

// As for pages, the document is kept in its own map so additional properties can't shadow keys.
const toArticle = (item: Record<string, unknown>): StoredArticle => ({ doc: item.doc as ArticleDoc, version: item.version as number });

const slugTaken = (slug: string) => conflict('slug_taken', `Another article of this blog already has the slug ${slug}`);

const cancellationCodes = (error: unknown): (string | undefined)[] | undefined => {
  const failure = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return failure.name === 'TransactionCanceledException' ? (failure.CancellationReasons ?? []).map((r) => r.Code) : undefined;
};

/** The article item; on its blog's GSI1 publish order while published. */
const articleItem = (siteId: string, blogId: string, article: StoredArticle) => ({
  ...blogKeys.article(siteId, blogId, article.doc.id),
  version: article.version,
  doc: article.doc,
  ...(article.doc.status === 'published' && article.doc.publish_at !== null && {
    gsi1pk: blogKeys.publishedIndex(siteId, blogId),
    gsi1sk: publishKey(article.doc.publish_at, article.doc.id),
  }),
});

const claimPut = (siteId: string, blogId: string, doc: ArticleDoc): TransactItem => ({
  Put: { TableName: TABLE_NAME, Item: { ...blogKeys.articleSlug(siteId, blogId, doc.slug), articleId: doc.id }, ConditionExpression: 'attribute_not_exists(pk)' },
});

const claimDelete = (siteId: string, blogId: string, doc: ArticleDoc): TransactItem => ({
  Delete: {
    TableName: TABLE_NAME, Key: blogKeys.articleSlug(siteId, blogId, doc.slug),
    ConditionExpression: 'articleId = :id', ExpressionAttributeValues: { ':id': doc.id },
  },
});

/** A blog's articles in id order (creation second, then random): one Query on the blog's ARTICLE partition. */
export const listArticles = async (siteId: string, blogId: string, page: PageRequest): Promise<Page<StoredArticle>> => {
  const pk = blogKeys.articlePartition(siteId, blogId);
  const result = await queryPage({ TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
    page, { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] });
  return { ...result, items: result.items.map(toArticle) };
};

const getArticleById = async (siteId: string, blogId: string, articleId: string): Promise<StoredArticle | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: blogKeys.article(siteId, blogId, articleId), ConsistentRead: true }));
  return Item && toArticle(Item);
};

/** An article of a blog by id (one GetItem) or by slug (two: the slug claim, then the article). */
export const getArticle = async (siteId: string, blogId: string, ref: string): Promise<StoredArticle | undefined> => {
  if (isId(ref)) {
    const article = await getArticleById(siteId, blogId, ref);
    if (article) return article;
  }
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: blogKeys.articleSlug(siteId, blogId, ref), ConsistentRead: true }));
  return Item ? getArticleById(siteId, blogId, Item.articleId as string) : undefined;
};

/** An article by id or slug, or 404. */
export const requireArticle = async (siteId: string, blogId: string, ref: string): Promise<StoredArticle> => {
  const article = await getArticle(siteId, blogId, ref);
  if (!article) throw notFound('Article');
  return article;
};

/**
 * Creates an article: one TransactWriteItems that checks the blog still exists (404), puts the
 * article and claims its slug within the blog (409 `slug_taken`).
 */
export const createArticle = async (siteId: string, blog: Blog, input: CreateArticle): Promise<StoredArticle> => {
  const now = timestamp();
  const { title, slug, status = 'draft', publish_at: publishAt, tags = [], text_content: textContent, text_excerpt: textExcerpt, ...rest } = input;
  const doc: ArticleDoc = {
    id: newId(), created_at: now, updated_at: now, title, slug: slug ?? (slugify(title) || 'article'), status,
    publish_at: resolvePublishAt(status, publishAt, null, now), tags, slugified_tags: slugifiedTags(tags),
    text_content: textContent ?? '', text_excerpt: textExcerpt ?? '', locales: [], header: {}, thumbnail: {}, og_image: {},
    ...rest,
  };
  const article: StoredArticle = { doc, version: 1 };
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { ConditionCheck: { TableName: TABLE_NAME, Key: blogKeys.blog(siteId, blog.id), ConditionExpression: 'attribute_exists(pk)' } },
        { Put: { TableName: TABLE_NAME, Item: articleItem(siteId, blog.id, article), ConditionExpression: 'attribute_not_exists(pk)' } },
        claimPut(siteId, blog.id, doc),
      ],
    }));
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[0] === 'ConditionalCheckFailed') throw notFound('Blog');
    if (codes?.[2] === 'ConditionalCheckFailed') throw slugTaken(doc.slug);
    throw error;
  }
  return article;
};

/**
 * PUT of an article (spec 4.3): changes only the given fields, in one TransactWriteItems
 * conditioned on the version read (re-read and retried when another write came first); a new
 * slug moves the claim (409 `slug_taken`).
 */
export const updateArticle = async (siteId: string, blogId: string, articleRef: string, input: UpdateArticle): Promise<StoredArticle> => {
  let ref = articleRef;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = await requireArticle(siteId, blogId, ref);
    const now = timestamp();
    const { publish_at: publishAt, ...fields } = input;
    const status = fields.status ?? current.doc.status;
    const doc: ArticleDoc = {
      ...current.doc, ...fields, updated_at: now,
      publish_at: resolvePublishAt(status, publishAt, current.doc.publish_at, now),
      slugified_tags: slugifiedTags(fields.tags ?? current.doc.tags),
    };
    const article: StoredArticle = { doc, version: current.version + 1 };
    const items: TransactItem[] = [{
      Put: {
        TableName: TABLE_NAME, Item: articleItem(siteId, blogId, article),
        ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version },
      },
    }];
    if (doc.slug !== current.doc.slug) items.push(claimDelete(siteId, blogId, current.doc), claimPut(siteId, blogId, doc));
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return article;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[2] === 'ConditionalCheckFailed') throw slugTaken(doc.slug);
      ref = current.doc.id;
    }
  }
  throw conflict('concurrent_change', 'The article changed while saving; retry the request');
};

/** Deletes an article and its slug claim: one TransactWriteItems. */
export const deleteArticle = async (siteId: string, blogId: string, ref: string): Promise<void> => {
  const { doc } = await requireArticle(siteId, blogId, ref);
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: TABLE_NAME, Key: blogKeys.article(siteId, blogId, doc.id), ConditionExpression: 'attribute_exists(pk)' } },
        claimDelete(siteId, blogId, doc),
      ],
    }));
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw notFound('Article');
    throw error;
  }
};

export interface Neighbours {
  readonly next?: ArticleDoc;
  readonly previous?: ArticleDoc;
}

/**
 * The live articles published right after and right before `doc` (a draft is placed by its
 * creation time): two Queries on the blog's GSI1 publish order, sent together.
 */
export const articleNeighbours = async (siteId: string, blogId: string, doc: ArticleDoc, now = timestamp()): Promise<Neighbours> => {
  const pk = blogKeys.publishedIndex(siteId, blogId);
  const ranges = neighbourRanges(publishKey(doc.publish_at ?? doc.created_at, doc.id), now);
  const [previous, next] = await Promise.all([
    db.send(new QueryCommand({
      TableName: TABLE_NAME, IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
      ExpressionAttributeValues: { ':pk': pk, ':before': ranges.before }, ScanIndexForward: false, Limit: 1,
    })),
    ranges.next && db.send(new QueryCommand({
      TableName: TABLE_NAME, IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': ranges.next.from, ':to': ranges.next.to }, Limit: 2,
    })),
  ]);
  const docs = (items: Record<string, unknown>[] | undefined) => (items ?? []).map((item) => toArticle(item).doc).filter((d) => d.id !== doc.id);
  return { previous: docs(previous.Items)[0], next: docs(next?.Items)[0] };
};
