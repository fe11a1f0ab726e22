import * as z from 'zod';
import { pageQuerySchema } from '../db/pagination.js';
import { PROPERTY_NAME } from '../pages/page-schemas.js';
import { SLUG_PATTERN } from '../pages/slugify.js';
import { localeSchema } from '../sites/schemas.js';

/** `{blog}`: a blog id or slug. */
export const blogParamsSchema = z.object({ blog: z.string().min(1).max(100) });
/** `{article}`: an article id or slug, within `{blog}`. */
export const articleParamsSchema = blogParamsSchema.extend({ article: z.string().min(1).max(100) });

export const listQuerySchema = pageQuerySchema;

const slug = z.string().regex(SLUG_PATTERN, 'must be 1 to 100 lowercase letters, digits, "-" or "_"');
const shortText = z.string().max(1000);
const seo = { seo_title: shortText.optional(), seo_description: z.string().max(5000).optional(), seo_keywords: z.string().max(5000).optional() };
const jsonObject = z.record(z.string().max(100), z.unknown());

/** Fields PUT /blogs/{blog} may change (spec 4.4); only the given ones change. */
const blogSettings = {
  name: z.string().trim().min(1).max(200),
  slug,
  description: z.string().max(5000),
};

/** POST /blogs: `name` is required, `slug` defaults from it. */
export const createBlogSchema = z.strictObject({
  name: blogSettings.name,
  slug: slug.optional(),
  description: blogSettings.description.optional(),
  ...seo,
  header: jsonObject.optional(),
  customizations: z.array(jsonObject).max(100).optional(),
});
export type CreateBlog = z.infer<typeof createBlogSchema>;

/** PUT /blogs/{blog} (spec 4.4). */
export const updateBlogSchema = z.strictObject({
  name: blogSettings.name.optional(),
  slug: slug.optional(),
  description: blogSettings.description.optional(),
  ...seo,
});
export type UpdateBlog = z.infer<typeof updateBlogSchema>;

/** The values of `status`; an article is live when published and its `publish_at` is not in the future. */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

const status = z.enum(ARTICLE_STATUSES, { error: `must be one of: ${ARTICLE_STATUSES.join(', ')}` });
/** RFC 3339 with a zone (Z or an offset); stored in UTC. */
const publishAt = z.iso.datetime({ offset: true, error: 'must be an RFC 3339 timestamp with a time zone, such as 2024-05-01T09:00:00Z' });
const tags = z.array(z.string().trim().min(1).max(100)).max(100);

/** The fields of spec 4.3: what PUT changes, and the core of POST. */
const articleContent = {
  title: z.string().trim().min(1).max(500),
  slug,
  text_content: z.string().max(1_000_000),
  text_excerpt: z.string().max(10_000),
  status,
  publish_at: publishAt,
  tags,
};

const ARTICLE_FIELDS = [
  'title', 'slug', 'text_content', 'text_excerpt', 'status', 'publish_at', 'tags', 'author', 'locales', 'header', 'thumbnail',
  'og_image', 'og_fb_publisher', 'og_tw_creator', 'seo_title', 'seo_description', 'seo_keywords',
];
/** Assigned or derived by the API: never accepted in a body. */
const ARTICLE_READ_ONLY = ['id', 'url', 'created_at', 'updated_at', 'next_article', 'previous_article', 'public_url', 'fullpath', 'slugified_tags'];
const articleKnown: ReadonlySet<string> = new Set([...ARTICLE_FIELDS, ...ARTICLE_READ_ONLY]);

/**
 * POST /blogs/{blog}/articles: `title` is required; `slug` defaults from it; `status` defaults to
 * draft. Additional string properties are accepted (spec 2.6).
 */
export const createArticleSchema = z.object({
  ...articleContent,
  slug: slug.optional(),
  text_content: articleContent.text_content.optional(),
  text_excerpt: articleContent.text_excerpt.optional(),
  status: status.optional(),
  publish_at: publishAt.optional(),
  tags: tags.optional(),
  author: shortText.optional(),
  locales: z.array(localeSchema).max(50).optional(),
  header: jsonObject.optional(),
  thumbnail: jsonObject.optional(),
  og_image: jsonObject.optional(),
  og_fb_publisher: shortText.optional(),
  og_tw_creator: shortText.optional(),
  ...seo,
  ...Object.fromEntries(ARTICLE_READ_ONLY.map((name) => [name, z.never({ error: 'is read-only: the API assigns or derives it' }).optional()])),
}).catchall(z.string().max(10_000)).check(z.superRefine((body: Record<string, unknown>, ctx) => {
  for (const name of Object.keys(body)) {
    if (articleKnown.has(name) || PROPERTY_NAME.test(name)) continue;
    ctx.addIssue({ code: 'custom', path: [name], message: 'is not a valid property name (lowercase letters, digits and _, starting with a letter)' });
  }
}, { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) }));
export type CreateArticle = z.infer<typeof createArticleSchema>;

/** PUT /blogs/{blog}/articles/{article} (spec 4.3); only the given fields change. */
export const updateArticleSchema = z.strictObject({
  title: articleContent.title.optional(),
  slug: slug.optional(),
  text_content: articleContent.text_content.optional(),
  text_excerpt: articleContent.text_excerpt.optional(),
  status: status.optional(),
  publish_at: publishAt.optional(),
  tags: tags.optional(),
});
export type UpdateArticle = z.infer<typeof updateArticleSchema>;
