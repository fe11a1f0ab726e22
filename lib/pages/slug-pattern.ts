/** Slug rule of pages, blogs and articles: lowercase letters, digits, `-` and `_`, 1 to 100 characters. */
export const SLUG_PATTERN = /^[a-z0-9_-]{1,100}$/;

/**
 * Words that name routes beside a resource (`/menus/count`, `/redirects/batch`, `/redirects/resolve`)
 * and that content slugs refuse, so that no page hides a route or reads as one.
 */
export const RESERVED_SLUGS: readonly string[] = ['count', 'batch', 'resolve'];
