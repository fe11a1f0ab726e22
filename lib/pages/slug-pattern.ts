/** Slug rule of pages, blogs and articles: lowercase letters, digits, `-` and `_`, 1 to 100 characters. */
export const SLUG_PATTERN = /^[a-z0-9_-]{1,100}$/;
