import * as z from 'zod/mini';
import { isId } from '../db/keys.js';

/** A URL slug that cannot be mistaken for an id, so `{profile}` path parameters can be either. */
export const slugSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(100),
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits separated by single hyphens'),
  z.refine((value) => !isId(value), 'must not look like an id (24 hex characters)'),
);

/** A slug derived from a display name ("Café Crème!" → "cafe-creme"); undefined when nothing usable is left. */
export const slugify = (name: string): string | undefined => {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100).replace(/-+$/, '');
  return slug && !isId(slug) ? slug : undefined;
};
