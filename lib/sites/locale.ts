import * as z from 'zod/mini';

/** A language tag (`en`, `fr-CA`); in a module of its own so that page and article bundles need not carry the site routes' schemas. */
export const localeSchema = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or fr-CA'));
