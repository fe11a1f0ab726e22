/** Slug rule of pages, blogs and articles: lowercase letters, digits, `-` and `_`, 1 to 100 characters. */
export const SLUG_PATTERN = /^[a-z0-9_-]{1,100}$/;

/**
 * A slug made from a title: accents dropped, lowercased, every run of other characters turned
 * into one `-`. Empty when the title has no letter or digit (the caller decides the fallback).
 */
export const slugify = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100).replace(/-+$/, '');
