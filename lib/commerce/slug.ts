import * as z from 'zod/mini';
import { isId } from '../db/keys.js';
import { addressableSlug, isReservedSlug } from '../db/slug.js';
import { invalidField } from '../http/errors.js';

/** A URL slug that cannot be mistaken for an id, so `{profile}` path parameters can be either. */
export const slugSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(100),
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits separated by single hyphens'),
  z.refine((value) => !isId(value), 'must not look like an id (24 hex characters)'),
);

/** The slug of a new commerce resource: the given one, else one made from its name (422 when none can be). */
export const slugFrom = (given: string | undefined, name: string): string => {
  const slug = given ?? addressableSlug(name, { underscores: false });
  if (slug === undefined) throw invalidField('slug', 'cannot be derived from the name; send a slug', 'missing');
  return slug;
};

/** 422 `reserved` for a slug that names a route beside the list's items (`/collections/count`); the slug otherwise. */
export const unreservedSlug = <S extends string | undefined>(slug: S): S => {
  if (slug !== undefined && isReservedSlug(slug))
    throw invalidField('slug', `${slug} is reserved (it names a route)`, 'reserved');
  return slug;
};
