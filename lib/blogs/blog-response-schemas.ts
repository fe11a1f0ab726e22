import * as z from 'zod';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { ARTICLE_STATUSES } from './blog-schemas.js';

const jsonObject = z.looseObject({});

/** A blog (spec 2.5). */
export const blogSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  seo_title: z.string().optional(),
  seo_description: z.string().optional(),
  seo_keywords: z.string().optional(),
  header: jsonObject,
  customizations: z.array(jsonObject),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  fullpath: z.string(),
  public_url: urlSchema,
});

/** What an article shows of its previous or next live article. */
const neighbourSchema = z.object({
  id: idSchema,
  url: urlSchema,
  title: z.string(),
  slug: z.string(),
  publish_at: timestampSchema.nullable(),
  public_url: urlSchema,
}).nullable();

/**
 * A blog article (spec 2.6). Additional properties are strings. `next_article` and
 * `previous_article` appear on single reads and writes (null when there is none), not in lists.
 */
export const articleSchema = z.object({
  id: idSchema,
  url: urlSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  title: z.string(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publish_at: timestampSchema.nullable().meta({ description: 'Null for a draft never given one' }),
  tags: z.array(z.string()),
  slugified_tags: z.array(z.string()),
  text_content: z.string().optional(),
  text_excerpt: z.string().optional(),
  author: z.string().optional(),
  locales: z.array(z.string()).optional(),
  header: jsonObject.optional(),
  thumbnail: jsonObject.optional(),
  og_image: jsonObject.optional(),
  og_fb_publisher: z.string().optional(),
  og_tw_creator: z.string().optional(),
  seo_title: z.string().optional(),
  seo_description: z.string().optional(),
  seo_keywords: z.string().optional(),
  fullpath: z.string(),
  public_url: urlSchema,
  next_article: neighbourSchema.optional(),
  previous_article: neighbourSchema.optional(),
}).catchall(z.string());

export const blogListSchema = z.array(blogSchema);
export const articleListSchema = z.array(articleSchema);
