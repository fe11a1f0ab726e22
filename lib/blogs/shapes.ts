import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { ArticleDoc } from './articles.js';
import type { Blog } from './blogs.js';
import type { presentArticle, presentBlog } from './present.js';
import type { articleSchema, blogSchema } from './response-schemas.js';
import type { CreateArticle, CreateBlog, UpdateArticle, UpdateBlog } from './schemas.js';

// Blogs and articles, each written four times (record, write schemas, response schema, presenter), checked against
// each other by tsc (lib/db/shapes.ts). Types only.

export type BlogShapes = Agreed<
  ShapesAgree<{
    record: Blog;
    write: CreateBlog | UpdateBlog;
    response: z.infer<typeof blogSchema>;
    // A blog's public path is its slug.
    presented: ReturnType<typeof presentBlog>;
    internal: 'version';
    derived: 'url' | 'fullpath' | 'public_url';
  }>
>;

export type ArticleShapes = Agreed<
  ShapesAgree<{
    record: ArticleDoc;
    write: CreateArticle | UpdateArticle;
    response: z.infer<typeof articleSchema>;
    presented: ReturnType<typeof presentArticle>;
    derived: 'url' | 'fullpath' | 'public_url' | 'next_article' | 'previous_article';
  }>
>;
