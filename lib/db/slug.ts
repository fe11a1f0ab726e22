import { isId } from './keys.js';

export interface SlugOptions {
  /**
   * Keep `_` (pages, blogs, channels, themes: their slugs allow it); false turns it into `-` like
   * any other character (commerce slugs are letters and digits between single hyphens).
   */
  readonly underscores?: boolean;
}

/**
 * A slug made from a name or title: accents dropped, lowercased, every run of other characters
 * turned into one `-`, at most 100 characters. Empty when nothing usable is left (the caller
 * decides the fallback).
 */
export const slugify = (text: string, options: SlugOptions = {}): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(options.underscores === false ? /[^a-z0-9]+/g : /[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');

/**
 * Words that name a route beside a list's items (`/blogs/count`): a slug, key or code of an item
 * addressed by one never takes them, since the static route would hide the item (422 on create or
 * rename; a slug made from a name avoids them).
 */
export const RESERVED_ITEM_SLUGS: readonly string[] = ['count'];

/** True when a slug, key or code (any case) is a word that names a route. */
export const isReservedSlug = (value: string): boolean => RESERVED_ITEM_SLUGS.includes(value.trim().toLowerCase());

/** A slug for a resource addressed by id or slug: slugify's, unless empty or shaped like an id (then undefined). */
export const addressableSlug = (text: string, options: SlugOptions = {}): string | undefined => {
  const slug = slugify(text, options);
  return slug && !isId(slug) ? slug : undefined;
};

/** A slug made from a name, `kind` when nothing is left, suffixed with `-<kind>` when it is reserved (a blog named "Count": `count-blog`). */
export const slugOr = (text: string, kind: string, options: SlugOptions = {}): string => {
  const slug = slugify(text, options) || kind;
  return isReservedSlug(slug) ? `${slug}-${kind}` : slug;
};
