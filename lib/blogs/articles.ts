import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { getRecordById, type Stored } from '../db/entity.js';
import { countItems, listCountRead } from '../db/count.js';
import { queryOnce } from '../db/query-all.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { mapPage, queryPage, type Page, type PageRequest } from '../db/pagination.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import { slugOr } from '../db/slug.js';
import {
  headMember,
  HEAD,
  inOrder,
  linkKey,
  memberOf,
  relink,
  type ArticleLink,
  type ChainMember,
  type LinkChange,
} from './article-chain.js';
import { isLive, resolvePublishAt, slugifiedTags } from './article-rules.js';
import { BLOG_COPY, blogKeys, ORDER_PREFIX } from './keys.js';
import { ARTICLE_STATUSES, type ArticleStatus, type CreateArticle, type UpdateArticle } from './schemas.js';
import { queryList, readInKeyOrder, type KeyOrderRead, type ListDeclaration } from '../db/list-query.js';
import { parseListQuery } from '../db/list-query-rules.js';
import { requireBlog, toBlog, type Blog } from './blogs.js';
import { fileFieldUses, refusedFile, resolveFileFields } from '../uploads/references.js';

/** An article's file objects: each may be written as `{"upload_id": "…"}`. */
export const ARTICLE_FILE_FIELDS = ['header', 'thumbnail', 'og_image'] as const;

/** An article's document (without what is derived from its blog and neighbours). Additional properties are strings. */
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
  text_content?: string;
  text_excerpt?: string;
  author?: string;
  locales?: string[];
  /** File objects (or objects typed in by hand). */
  header?: Record<string, unknown>;
  thumbnail?: Record<string, unknown>;
  og_image?: Record<string, unknown>;
  og_fb_publisher?: string;
  og_tw_creator?: string;
  seo_title?: string;
  seo_description?: string;
  seo_keywords?: string;
} & Record<string, unknown>;

export interface StoredArticle {
  readonly doc: ArticleDoc;
  /** Orders concurrent writes (relinking a neighbour counts); never shown. */
  readonly version: number;
  /** Neighbours in the blog's publish order, kept while the article is in it (published). */
  readonly previous?: ArticleLink;
  readonly next?: ArticleLink;
}

/** Tries of a save that collided with another write (a neighbour or the article moved), and the jittered backoff's base. */
const RETRY = { attempts: 5, backoffMs: 10 } as const;

// As for pages, the document is kept in its own map so additional properties can't shadow keys.
const toArticle = (item: Record<string, unknown>): StoredArticle => ({
  doc: item.doc as ArticleDoc,
  version: item.version as number,
  ...(item.previous !== undefined && { previous: item.previous as ArticleLink }),
  ...(item.next !== undefined && { next: item.next as ArticleLink }),
});

/** The stored attributes of an article, on its item and on its slug claim alike. */
const articleAttributes = (article: StoredArticle) => ({
  version: article.version,
  doc: article.doc,
  previous: article.previous,
  next: article.next,
});

const slugTaken = (slug: string) => conflict('slug_taken', `Another article of this blog already has the slug ${slug}`);

const linkOf = (doc: ArticleDoc): ArticleLink | undefined =>
  inOrder(doc) ? { id: doc.id, title: doc.title, slug: doc.slug, publish_at: doc.publish_at } : undefined;

// Reads

/** The keys readBlogArticle reads in its one BatchGetItem: the blog (unless known), the article by id, its slug claim. */
const articleReadKeys = (siteId: string, blogId: string, articleRef: string, withBlog = true) => [
  ...(withBlog ? [blogKeys.blog(siteId, blogId)] : []),
  ...(isId(articleRef) ? [blogKeys.article(siteId, blogId, articleRef)] : []),
  blogKeys.articleSlug(siteId, blogId, articleRef),
];

/** GET /blogs/{blog}/articles/{article} with the blog by id: readBlogArticle's BatchGetItem, read with the token. */
export const articlePrefetch: PrefetchKeys = ({ siteId, params }) =>
  siteId !== undefined && isId(params.blog ?? '') && params.article
    ? articleReadKeys(siteId, params.blog as string, params.article)
    : [];

/**
 * The blog and one of its articles (by id or slug) in one BatchGetItem when the blog is named by
 * id: the blog, the article by id and the slug claim, which holds a copy of the article. A blog
 * named by slug costs one GetItem more (its claim gives the id the article's key needs).
 */
export const readBlogArticle = async (
  siteId: string,
  blogRef: string,
  articleRef: string,
): Promise<{ blog: Blog; article: StoredArticle }> => {
  const named = isId(blogRef) ? undefined : await requireBlog(siteId, blogRef);
  const blogId = named?.id ?? blogRef;
  const blogKey = blogKeys.blog(siteId, blogId);
  const articleKey = blogKeys.article(siteId, blogId, articleRef);
  const claimKey = blogKeys.articleSlug(siteId, blogId, articleRef);
  const wanted = articleReadKeys(siteId, blogId, articleRef, !named);
  const items: Record<string, unknown>[] = [];
  let keys: Record<string, unknown>[] | undefined = wanted;
  while (keys?.length) {
    const out: BatchGetCommandOutput = await db.send(
      new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys, ConsistentRead: true } } }),
    );
    items.push(...(out.Responses?.[TABLE_NAME] ?? []));
    keys = out.UnprocessedKeys?.[TABLE_NAME]?.Keys;
  }
  const find = (key: { pk: string; sk: string }) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const blogItem = find(blogKey);
  const blog = named ?? (blogItem && toBlog(blogItem));
  if (!blog) throw notFound('Blog');
  const byId = isId(articleRef) ? find(articleKey) : undefined;
  const claim = find(claimKey);
  if (byId) return { blog, article: toArticle(byId) };
  if (claim?.doc) return { blog, article: toArticle(claim) };
  // A claim written before claims held a copy: one GetItem more.
  const article = claim && (await getArticleById(siteId, blogId, claim.articleId as string));
  if (!article) throw notFound('Article');
  return { blog, article };
};

/** The articles of one blog, as stored (their writes are the transactions below, with the publish order). */
const articlesOf = (blogId: string): Stored<StoredArticle> => ({
  name: 'Article',
  key: (siteId, articleId) => blogKeys.article(siteId, blogId, articleId),
  fromItem: toArticle,
});

const getArticleById = (siteId: string, blogId: string, articleId: string): Promise<StoredArticle | undefined> =>
  getRecordById(articlesOf(blogId), siteId, articleId);

const articleDoc = (name: string) => (item: Record<string, unknown>) =>
  (item.doc as Record<string, unknown> | undefined)?.[name];

/**
 * The article list's fields, and its orders on the ARTICLE partition (id order, ids follow
 * created_at). The range is the articles alone, or with `withCopy` widened to start at the blog's
 * copy, which a reader that must also learn whether the blog exists reads in the same Query (the
 * copy is no article: such a reader sets it apart).
 */
const articleList = (pk: string, { withCopy = false } = {}): ListDeclaration => {
  const read = (forward: boolean) => ({
    // Article ids are hex: 0… to f…; the blog's copy (#BLOG) sorts before them, the publish order (~ORDER#) after.
    input: {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': pk, ':first': withCopy ? BLOG_COPY : '0', ':last': 'g' },
      ScanIndexForward: forward,
    },
    shape: { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] },
  });
  return {
    catalogue: [
      { name: 'status', type: 'select', options: ARTICLE_STATUSES, read: articleDoc('status') },
      { name: 'tags', type: 'tags', sortable: false, read: articleDoc('tags') },
      { name: 'publish_at', type: 'datetime', read: articleDoc('publish_at') },
      { name: 'title', type: 'string', read: articleDoc('title') },
      { name: 'slug', type: 'string', read: articleDoc('slug') },
      { name: 'created_at', type: 'datetime', read: articleDoc('created_at') },
    ],
    orders: { created_at: read(true), '-created_at': read(false) },
    idOf: (item) => articleDoc('id')(item) as string,
  };
};

/**
 * A page of a blog's articles for a list query (`where[…]`, `sort`). Oldest first, the first page by
 * id is one Query that reads the blog's copy with the articles (as listBlogArticles does); other
 * orders and later pages read the blog first (one GetItem), then queryList.
 */
const queryBlogArticles = async (
  siteId: string,
  blogRef: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<{ blog: Blog; page: Page<StoredArticle> }> => {
  if (isId(blogRef) && !page.cursor && (params.sort === undefined || params.sort === 'created_at')) {
    const pk = blogKeys.articlePartition(siteId, blogRef);
    const list = articleList(pk, { withCopy: true });
    const query = parseListQuery(params, list.catalogue);
    const result = await readInKeyOrder(
      {
        input: (list.orders.created_at as KeyOrderRead).input,
        shape: { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
        filters: query.filters,
        isHead: (item) => item.sk === BLOG_COPY,
      },
      page,
    );
    const copy = result.heads[0];
    if (copy) return { blog: copy.blog as Blog, page: mapPage(result, toArticle) };
  }
  const blog = await requireBlog(siteId, blogRef);
  const result = await queryList(articleList(blogKeys.articlePartition(siteId, blog.id)), params, page);
  return { blog, page: { ...result, items: result.items.map(toArticle) } };
};

/**
 * A page of a blog's articles in id order (creation second, then random), with the blog: one
 * Query on the blog's ARTICLE partition, whose first item is the blog's copy on the first page.
 * Later pages (and a blog named by slug) cost one GetItem of the blog more.
 */
export const listBlogArticles = async (
  siteId: string,
  blogRef: string,
  page: PageRequest,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<{ blog: Blog; page: Page<StoredArticle> }> => {
  if (Object.keys(params).some((name) => name === 'sort' || name.startsWith('where')))
    return queryBlogArticles(siteId, blogRef, params, page);
  const named = isId(blogRef) ? undefined : await requireBlog(siteId, blogRef);
  const blogId = named?.id ?? blogRef;
  const pk = blogKeys.articlePartition(siteId, blogId);
  // The copy heads the partition: the first page reads it with the articles (another page may too).
  const result = await queryPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk < :order',
      ExpressionAttributeValues: { ':pk': pk, ':order': ORDER_PREFIX },
    },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'], isHead: (item) => item.sk === BLOG_COPY },
  );
  const copy = result.heads?.[0];
  // A page without the copy, or a blog stored before it had one (or none at all).
  const blog = named ?? (copy?.blog as Blog | undefined) ?? (await requireBlog(siteId, blogId));
  return { blog, page: mapPage(result, toArticle) };
};

/**
 * How many articles a blog holds for a list query (`where[…]`; `sort` changes nothing): a blog by
 * id is one Query per 1 MB of its ARTICLE partition, which reads the blog's copy with the articles
 * (so a missing blog is a 404, as for the list) and counts the articles in code; a blog stored
 * before it had a copy costs one GetItem more. A blog by slug: one GetItem of its claim, then a
 * COUNT Query (filters in code) on the articles' range.
 */
export const countBlogArticles = async (
  siteId: string,
  blogRef: string,
  params: Readonly<Record<string, string | undefined>>,
): Promise<number> => {
  const named = isId(blogRef) ? undefined : await requireBlog(siteId, blogRef);
  const blogId = named?.id ?? blogRef;
  const read = listCountRead(articleList(blogKeys.articlePartition(siteId, blogId), { withCopy: !named }), params);
  if (named) return countItems(read);
  let copied = false;
  const count = await countItems({
    ...read,
    keep: (item) => {
      if (item.sk !== BLOG_COPY) return true;
      copied = true;
      return false;
    },
  });
  if (!copied) await requireBlog(siteId, blogId);
  return count;
};

// Writes

/** Where an article will sit: one strongly consistent Query for the last entry of the order before `key` (or the head). */
const orderBefore = async (siteId: string, blogId: string, articleId: string, key: string) => {
  const before = await queryOnce({
    TableName: TABLE_NAME,
    ConsistentRead: true,
    ScanIndexForward: false,
    Limit: 2,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :head AND :key',
    ExpressionAttributeValues: {
      ':pk': blogKeys.articlePartition(siteId, blogId),
      ':head': ORDER_PREFIX,
      ':key': `${ORDER_PREFIX}${key}`,
    },
  });
  const entry = before.find((item) => (item.article as ArticleLink | undefined)?.id !== articleId);
  if (!entry || entry.sk === ORDER_PREFIX) return { member: headMember, next: entry?.next as ArticleLink | undefined };
  return { member: memberOf(entry.article as ArticleLink), next: entry.next as ArticleLink | undefined };
};

/**
 * The members around an article's old and new place in the order: its stored neighbours, and
 * (when it takes a new place) the entry before that place and the entry's `next`.
 */
const membersAround = async (
  siteId: string,
  blogId: string,
  current: StoredArticle | undefined,
  id: string,
  newLink?: ArticleLink,
) => {
  const members: ChainMember[] = [];
  const oldLink = current && linkOf(current.doc);
  if (oldLink) {
    members.push(current.previous ? memberOf(current.previous) : headMember);
    if (current.next) members.push(memberOf(current.next));
  }
  if (newLink && (!oldLink || linkKey(oldLink) !== linkKey(newLink))) {
    const before = await orderBefore(siteId, blogId, id, linkKey(newLink));
    members.push(before.member);
    // When the entry is the article itself (not moving past anyone), its successor is the article's own.
    const after = before.next?.id === id ? current?.next : before.next;
    if (after) members.push(memberOf(after));
  }
  return { oldKey: oldLink && linkKey(oldLink), members };
};

/**
 * The writes of one member's changed sides: its order entry (conditioned on its `next`), article
 * item and slug claim, labelled `neighbour:<id>` (the head's entry `neighbour:head`).
 */
const memberWrites = (siteId: string, blogId: string, change: LinkChange): TransactionItem[] => {
  const { member } = change;
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = {};
  for (const side of ['next', 'previous'] as const) {
    const to = change[side]?.to;
    if (to === undefined) continue;
    if (to === null) remove.push(`#${side}`);
    else {
      set.push(`#${side} = :${side}`);
      values[`:${side}`] = to;
    }
  }
  const update = (withVersion: boolean) => {
    const sets = [...set, ...(withVersion ? ['version = version + :one'] : [])];
    return [sets.length ? `SET ${sets.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : '']
      .filter(Boolean)
      .join(' ');
  };
  const names = (sides: string[]) =>
    Object.fromEntries(sides.filter((side) => change[side as 'next']).map((side) => [`#${side}`, side]));
  const items: TransactionItem[] = [];
  const label = `neighbour:${member.id === HEAD ? 'head' : member.id}`;
  if (change.next) {
    const from = change.next.from;
    const nextOnly = { next: change.next.to };
    const orderSet = nextOnly.next ? 'SET #next = :next' : 'REMOVE #next';
    items.push(
      labelled(label, {
        Update: {
          TableName: TABLE_NAME,
          Key: blogKeys.order(siteId, blogId, member.id === HEAD ? '' : member.key),
          UpdateExpression: orderSet,
          ConditionExpression: `${member.id === HEAD ? '' : 'attribute_exists(pk) AND '}${from ? '#next.id = :from' : 'attribute_not_exists(#next)'}`,
          ExpressionAttributeNames: { '#next': 'next' },
          ...((nextOnly.next || from) && {
            ExpressionAttributeValues: {
              ...(nextOnly.next && { ':next': nextOnly.next }),
              ...(from && { ':from': from }),
            },
          }),
        },
      }),
    );
  }
  if (member.id === HEAD || !member.link) return items;
  const sides = names(['next', 'previous']);
  items.push(
    labelled(label, {
      Update: {
        TableName: TABLE_NAME,
        Key: blogKeys.article(siteId, blogId, member.id),
        UpdateExpression: update(true),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: sides,
        ExpressionAttributeValues: { ...values, ':one': 1 },
      },
    }),
    labelled(label, {
      Update: {
        TableName: TABLE_NAME,
        Key: blogKeys.articleSlug(siteId, blogId, member.link.slug),
        UpdateExpression: update(true),
        ConditionExpression: 'articleId = :id',
        ExpressionAttributeNames: sides,
        ExpressionAttributeValues: { ...values, ':one': 1, ':id': member.id },
      },
    }),
  );
  return items;
};

interface SavePlan {
  readonly items: TransactionItem[];
  readonly article?: StoredArticle;
}

/**
 * The transaction that takes an article from `current` (absent: new) to `doc` (absent: deleted),
 * relinking its old and new neighbours. One Query when the article takes a new place in the order.
 * Labels: `article` (conditioned on the version read), `slug` (a new slug claim: refused when the
 * slug is taken), `claim` (its own claim rewritten), `old-slug`, `order` (its publish order entries),
 * `neighbour:<id>` and the uses of the uploads its files name (`upload:<field>`: refused when the
 * upload went meanwhile).
 */
const planSave = async (
  siteId: string,
  blogId: string,
  current: StoredArticle | undefined,
  doc: ArticleDoc | undefined,
): Promise<SavePlan> => {
  const id = (doc ?? current?.doc)!.id;
  const newLink = doc && linkOf(doc);
  const { oldKey, members } = await membersAround(siteId, blogId, current, id, newLink);
  const chain =
    oldKey || newLink ? relink(id, oldKey, newLink, members) : { changes: [], previous: undefined, next: undefined };
  const items: TransactionItem[] = [];
  let article: StoredArticle | undefined;
  const articleKey = blogKeys.article(siteId, blogId, id);
  const guard = current
    ? { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  if (doc) {
    article = {
      doc,
      version: (current?.version ?? 0) + 1,
      ...(chain.previous && { previous: chain.previous }),
      ...(chain.next && { next: chain.next }),
    };
    items.push(
      labelled('article', {
        Put: { TableName: TABLE_NAME, Item: { ...articleKey, ...articleAttributes(article) }, ...guard },
      }),
    );
    const claim = { ...blogKeys.articleSlug(siteId, blogId, doc.slug), articleId: id, ...articleAttributes(article) };
    if (current && current.doc.slug === doc.slug) {
      items.push(
        labelled('claim', {
          Put: {
            TableName: TABLE_NAME,
            Item: claim,
            ConditionExpression: 'articleId = :id',
            ExpressionAttributeValues: { ':id': id },
          },
        }),
      );
    } else {
      items.push(
        labelled('slug', {
          Put: { TableName: TABLE_NAME, Item: claim, ConditionExpression: 'attribute_not_exists(pk)' },
        }),
      );
    }
  } else {
    items.push(labelled('article', { Delete: { TableName: TABLE_NAME, Key: articleKey, ...guard } }));
  }
  if (current && current.doc.slug !== doc?.slug) {
    items.push(
      labelled('old-slug', {
        Delete: {
          TableName: TABLE_NAME,
          Key: blogKeys.articleSlug(siteId, blogId, current.doc.slug),
          ConditionExpression: 'articleId = :id',
          ExpressionAttributeValues: { ':id': id },
        },
      }),
    );
  }
  if (oldKey && oldKey !== (newLink && linkKey(newLink)))
    items.push(labelled('order', { Delete: { TableName: TABLE_NAME, Key: blogKeys.order(siteId, blogId, oldKey) } }));
  if (newLink)
    items.push(
      labelled('order', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...blogKeys.order(siteId, blogId, linkKey(newLink)), article: newLink, next: chain.next },
        },
      }),
    );
  for (const change of chain.changes) items.push(...memberWrites(siteId, blogId, change));
  items.push(
    ...fileFieldUses(siteId, { type: 'article', id, key: articleKey }, ARTICLE_FILE_FIELDS, current?.doc, doc),
  );
  return { items, article };
};

/**
 * Creates an article: one TransactWriteItems that checks the blog still exists (404), puts the
 * article and claims its slug within the blog (409 `slug_taken`). A published article also takes
 * its place in the publish order: one Query first, and its neighbours relinked in the transaction
 * (planned again when another write moved them meanwhile).
 */
export const createArticle = async (siteId: string, blog: Blog, given: CreateArticle): Promise<StoredArticle> => {
  const input = await resolveFileFields(siteId, given, ARTICLE_FILE_FIELDS);
  const at = new Date();
  const now = timestamp(at);
  const {
    title,
    slug,
    status = 'draft',
    publish_at: publishAt,
    tags = [],
    text_content: textContent,
    text_excerpt: textExcerpt,
    ...rest
  } = input;
  const doc: ArticleDoc = {
    id: newId(at),
    created_at: now,
    updated_at: now,
    title,
    slug: slug ?? slugOr(title, 'article'),
    status,
    publish_at: resolvePublishAt(status, publishAt, null, now),
    tags,
    slugified_tags: slugifiedTags(tags),
    text_content: textContent ?? '',
    text_excerpt: textExcerpt ?? '',
    locales: [],
    header: {},
    thumbnail: {},
    og_image: {},
    ...rest,
  };
  return withOptimisticRetry(async () => {
    const plan = await planSave(siteId, blog.id, undefined, doc);
    try {
      await sendTransaction([
        labelled('blog', {
          ConditionCheck: {
            TableName: TABLE_NAME,
            Key: blogKeys.blog(siteId, blog.id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        }),
        ...plan.items,
      ]);
      return plan.article!;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('blog')) throw notFound('Blog');
      if (error.refused('slug')) throw slugTaken(doc.slug);
      const fileGone = refusedFile(error);
      if (fileGone) throw fileGone;
      throw new StaleRead('a neighbour in the publish order moved meanwhile', { cause: error });
    }
  }, RETRY);
};

/**
 * PUT of an article: changes only the given fields, in one TransactWriteItems
 * conditioned on the version read (read again and retried when another write came first); a new
 * slug moves the claim (409 `slug_taken`). Publishing, unpublishing or a new publish_at moves it
 * in the publish order (one Query for its new place) and relinks its neighbours.
 */
export const updateArticle = async (
  siteId: string,
  blogId: string,
  current: StoredArticle,
  given: UpdateArticle,
): Promise<StoredArticle> => {
  const input = await resolveFileFields(siteId, given, ARTICLE_FILE_FIELDS);
  let stored: StoredArticle | undefined = current;
  return withOptimisticRetry(async (attempt) => {
    if (attempt > 1) stored = await getArticleById(siteId, blogId, current.doc.id);
    if (!stored) throw notFound('Article');
    const now = timestamp();
    const { publish_at: publishAt, ...fields } = input;
    const status = fields.status ?? stored.doc.status;
    const doc: ArticleDoc = {
      ...stored.doc,
      ...fields,
      updated_at: now,
      publish_at: resolvePublishAt(status, publishAt, stored.doc.publish_at, now),
      slugified_tags: slugifiedTags(fields.tags ?? stored.doc.tags),
    };
    const plan = await planSave(siteId, blogId, stored, doc);
    try {
      await sendTransaction(plan.items);
      return plan.article!;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('slug')) throw slugTaken(doc.slug);
      throw refusedFile(error) ?? new StaleRead('the article or a neighbour changed meanwhile', { cause: error });
    }
  }, RETRY);
};

/** Deletes an article and its slug claim in one TransactWriteItems, taking it out of the publish order (its neighbours relinked). */
export const deleteArticle = async (siteId: string, blogId: string, current: StoredArticle): Promise<void> => {
  let stored: StoredArticle | undefined = current;
  return withOptimisticRetry(async (attempt) => {
    if (attempt > 1) stored = await getArticleById(siteId, blogId, current.doc.id);
    if (!stored) throw notFound('Article');
    const plan = await planSave(siteId, blogId, stored, undefined);
    try {
      await sendTransaction(plan.items);
    } catch (error) {
      if (error instanceof TransactionRefused)
        throw new StaleRead('the article or a neighbour changed meanwhile', { cause: error });
      throw error;
    }
  }, RETRY);
};

export interface Neighbours {
  readonly next?: ArticleLink;
  readonly previous?: ArticleLink;
}

/**
 * The neighbours an article shows: its previous in the publish order, and its next once that one
 * is live. A live article's previous is live, so live articles link only live ones; a scheduled
 * article shows the previous it will have when it goes live; a draft is in no order.
 */
export const shownNeighbours = (article: StoredArticle, now = timestamp()): Neighbours => ({
  previous: article.previous,
  next:
    article.next && isLive({ status: 'published', publish_at: article.next.publish_at }, now)
      ? article.next
      : undefined,
});
