import * as z from 'zod/mini';
import { isId } from '../db/keys.js';

/**
 * A slug made from a name: accents dropped, lowercased, every run of other characters turned into
 * one `-`. Empty when the name has no letter or digit (the caller decides the fallback).
 */
export const slugify = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100).replace(/-+$/, '');

/** A slug in a body: lowercase letters, digits, `-` and `_`, never shaped like an id (so a path can tell them apart). */
export const slugSchema = z.string().check(
  z.trim(),
  z.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be lowercase letters, digits, - and _ (1 to 100 characters)'),
  z.refine((value) => !isId(value), 'must not look like an id (24 hex characters)'),
);

/** The slug of a new resource: the given one, else one made from its name, else its id. */
export const slugFor = (given: string | undefined, name: string, id: string): string => {
  if (given !== undefined) return given;
  const made = slugify(name);
  return made && !isId(made) ? made : id;
};
