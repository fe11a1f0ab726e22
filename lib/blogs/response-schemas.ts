import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { ARTICLE_STATUSES } from './schemas.js';

const jsonObject = z.looseObject({});

/** A blog. */
export const blogSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  seo_title: z.optional(z.string()),
  seo_description: z.optional(z.string()),
  seo_keywords: z.optional(z.string()),
  header: jsonObject,
  customizations: z.array(jsonObject),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  fullpath: z.string(),
  public_url: urlSchema,
});

/** What an article shows of its previous or next live article. */
const neighbourSchema = z.nullable(
  z.object({
    id: idSchema,
    url: urlSchema,
    title: z.string(),
    slug: z.string(),
    publish_at: z.nullable(timestampSchema),
    public_url: urlSchema,
  }),
);

/**
 * A blog article. Additional properties are strings. `next_article` and
 * `previous_article` appear on single reads and writes (null when there is none), not in lists.
 */
export const articleSchema = z.catchall(
  z.object({
    id: idSchema,
    url: urlSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
    title: z.string(),
    slug: z.string(),
    status: z.enum(ARTICLE_STATUSES),
    publish_at: z.nullable(timestampSchema).check(z.meta({ description: 'Null for a draft never given one' })),
    tags: z.array(z.string()),
    slugified_tags: z.array(z.string()),
    text_content: z.optional(z.string()),
    text_excerpt: z.optional(z.string()),
    author: z.optional(z.string()),
    locales: z.optional(z.array(z.string())),
    header: z.optional(jsonObject),
    thumbnail: z.optional(jsonObject),
    og_image: z.optional(jsonObject),
    og_fb_publisher: z.optional(z.string()),
    og_tw_creator: z.optional(z.string()),
    seo_title: z.optional(z.string()),
    seo_description: z.optional(z.string()),
    seo_keywords: z.optional(z.string()),
    fullpath: z.string(),
    public_url: urlSchema,
    next_article: z.optional(neighbourSchema),
    previous_article: z.optional(neighbourSchema),
  }),
  z.string(),
);

export const blogListSchema = z.array(blogSchema);
export const articleListSchema = z.array(articleSchema);

/** The list query of a blog's articles (OpenAPI). */
export const articleListQuery: ListQueryDescription = {
  fields:
    'status, tags (where[tags]=x matches articles tagged x; in and exists too), publish_at, title, slug, created_at',
  indexed: 'created_at',
  defaultOrder: 'created_at, oldest first',
  example: 'where[status]=published&where[tags]=news&sort=-publish_at',
};
