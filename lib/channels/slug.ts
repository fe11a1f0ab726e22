import * as z from 'zod/mini';
import { isId } from '../db/keys.js';
import { addressableSlug, isReservedSlug } from '../db/slug.js';

/** A slug in a body: lowercase letters, digits, `-` and `_`, never shaped like an id (so a path can tell them apart). */
export const slugSchema = z.string().check(
  z.trim(),
  z.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be lowercase letters, digits, - and _ (1 to 100 characters)'),
  z.refine((value) => !isId(value), 'must not look like an id (24 hex characters)'),
  z.refine((value) => !isReservedSlug(value), 'is reserved (it names a route)'),
);

/** The slug of a new resource: the given one, else one made from its name (unless reserved), else its id. */
export const slugFor = (given: string | undefined, name: string, id: string): string => {
  const made = addressableSlug(name);
  return given ?? (made !== undefined && !isReservedSlug(made) ? made : id);
};
