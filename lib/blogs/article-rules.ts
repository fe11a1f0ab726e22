import { timestamp } from '../db/keys.js';
import { slugify } from '../db/slug.js';
import type { ArticleStatus } from './schemas.js';

/** `slugified_tags`: each tag's slug, in tag order, without empties or repeats. */
export const slugifiedTags = (tags: readonly string[]): string[] => [
  ...new Set(tags.map((tag) => slugify(tag)).filter(Boolean)),
];

/** A client's RFC 3339 timestamp (any offset) as stored: UTC, second precision. */
export const toUtc = (value: string): string => timestamp(new Date(value));

/**
 * The `publish_at` an article gets: the one given, else the one it has, else — when it is
 * published without one — the moment of publishing. A draft may have none.
 */
export const resolvePublishAt = (
  status: ArticleStatus,
  given: string | undefined,
  current: string | null,
  now: string,
): string | null => {
  if (given !== undefined) return toUtc(given);
  if (current !== null) return current;
  return status === 'published' ? now : null;
};

/** Live: published, and `publish_at` not in the future. */
export const isLive = (article: { status: string; publish_at: string | null }, now: string): boolean =>
  article.status === 'published' && article.publish_at !== null && article.publish_at <= now;

/** Sort key of a published article in its blog's publish order (timestamps of one format sort as strings). */
export const publishKey = (publishAt: string, id: string): string => `${publishAt}#${id}`;
