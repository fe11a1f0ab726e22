import * as z from 'zod/mini';
import { pageQuerySchema } from '../db/pagination.js';
import { propertyNamesCheck } from '../pages/property-names.js';
import { isReservedSlug } from '../db/slug.js';
import { SLUG_PATTERN } from '../pages/slug-pattern.js';
import { localeSchema } from '../sites/locale.js';

/** `{blog}`: a blog id or slug. */
export const blogParamsSchema = z.object({ blog: z.string().check(z.minLength(1), z.maxLength(100)) });
/** `{article}`: an article id or slug, within `{blog}`. */
export const articleParamsSchema = z.extend(blogParamsSchema, {
  article: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const listQuerySchema = pageQuerySchema;

const slug = z.string().check(
  z.regex(SLUG_PATTERN, 'must be 1 to 100 lowercase letters, digits, "-" or "_"'),
  z.refine((value) => !isReservedSlug(value), 'is reserved (it names a route)'),
);
const shortText = z.string().check(z.maxLength(1000));
const seo = {
  seo_title: z.optional(shortText),
  seo_description: z.optional(z.string().check(z.maxLength(5000))),
  seo_keywords: z.optional(z.string().check(z.maxLength(5000))),
};
const jsonObject = z.record(z.string().check(z.maxLength(100)), z.unknown());

/** Fields PUT /blogs/{blog} may change; only the given ones change. */
const blogSettings = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  slug,
  description: z.string().check(z.maxLength(5000)),
};

/** POST /blogs: `name` is required, `slug` defaults from it. */
export const createBlogSchema = z.strictObject({
  name: blogSettings.name,
  slug: z.optional(slug),
  description: z.optional(blogSettings.description),
  ...seo,
  header: z.optional(jsonObject),
  customizations: z.optional(z.array(jsonObject).check(z.maxLength(100))),
});
export type CreateBlog = z.infer<typeof createBlogSchema>;

/** PUT /blogs/{blog}. */
export const updateBlogSchema = z.strictObject({
  name: z.optional(blogSettings.name),
  slug: z.optional(slug),
  description: z.optional(blogSettings.description),
  ...seo,
});
export type UpdateBlog = z.infer<typeof updateBlogSchema>;

/** The values of `status`; an article is live when published and its `publish_at` is not in the future. */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

const status = z.enum(ARTICLE_STATUSES, { error: `must be one of: ${ARTICLE_STATUSES.join(', ')}` });
/** RFC 3339 with a zone (Z or an offset); stored in UTC. */
const publishAt = z.iso.datetime({
  offset: true,
  error: 'must be an RFC 3339 timestamp with a time zone, such as 2024-05-01T09:00:00Z',
});
const tags = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(100));

/** The fields an article update takes: what PUT changes, and the core of POST. */
const articleContent = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  slug,
  text_content: z.string().check(z.maxLength(1_000_000)),
  text_excerpt: z.string().check(z.maxLength(10_000)),
  status,
  publish_at: publishAt,
  tags,
};

const ARTICLE_FIELDS = [
  'title',
  'slug',
  'text_content',
  'text_excerpt',
  'status',
  'publish_at',
  'tags',
  'author',
  'locales',
  'header',
  'thumbnail',
  'og_image',
  'og_fb_publisher',
  'og_tw_creator',
  'seo_title',
  'seo_description',
  'seo_keywords',
];
/** Assigned or derived by the API: never accepted in a body. */
const ARTICLE_READ_ONLY = [
  'id',
  'url',
  'created_at',
  'updated_at',
  'next_article',
  'previous_article',
  'public_url',
  'fullpath',
  'slugified_tags',
];
const articleKnown: ReadonlySet<string> = new Set([...ARTICLE_FIELDS, ...ARTICLE_READ_ONLY]);

/** The fields an article's create and update both take, each optional. */
const articleEdits = {
  slug: z.optional(slug),
  text_content: z.optional(articleContent.text_content),
  text_excerpt: z.optional(articleContent.text_excerpt),
  status: z.optional(status),
  publish_at: z.optional(publishAt),
  tags: z.optional(tags),
};

/**
 * POST /blogs/{blog}/articles: `title` is required; `slug` defaults from it; `status` defaults to
 * draft. Additional string properties are accepted: the client's own fields, named as a page's
 * are (propertyNamesCheck).
 */
export const createArticleSchema = z
  .catchall(
    z.object({
      ...articleContent,
      ...articleEdits,
      author: z.optional(shortText),
      locales: z.optional(z.array(localeSchema).check(z.maxLength(50))),
      header: z.optional(jsonObject),
      thumbnail: z.optional(jsonObject),
      og_image: z.optional(jsonObject),
      og_fb_publisher: z.optional(shortText),
      og_tw_creator: z.optional(shortText),
      ...seo,
      ...Object.fromEntries(
        ARTICLE_READ_ONLY.map((name) => [
          name,
          z.optional(z.never({ error: 'is read-only: the API assigns or derives it' })),
        ]),
      ),
    }),
    z.string().check(z.maxLength(10_000)),
  )
  .check(propertyNamesCheck(articleKnown));
export type CreateArticle = z.infer<typeof createArticleSchema>;

/** PUT /blogs/{blog}/articles/{article}: a partial update, only the given fields change. */
export const updateArticleSchema = z.strictObject({
  title: z.optional(articleContent.title),
  ...articleEdits,
});
export type UpdateArticle = z.infer<typeof updateArticleSchema>;
