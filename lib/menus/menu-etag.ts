import { createHash } from 'node:crypto';
import { ApiError } from '../http/errors.js';

/*
 * A menu's ETag has two parts, `"<menu>.<targets>"`: a hash of the menu's id and version (bumped by
 * every menu write) and a hash of what its links resolve to now. A read's tag thus changes when a
 * linked page is renamed (a cache revalidating gets the new path), while If-Match on a write
 * compares the menu part only: a rename elsewhere does not make a client's copy of the menu stale.
 */

const hash = (text: string, length: number) => createHash('sha256').update(text).digest('base64url').slice(0, length);

/** The menu part of the tag: its id and version. */
export const menuTag = (menu: { readonly id: string; readonly version: number }): string =>
  hash(`${menu.id}:${menu.version}`, 16);

/** The ETag of a menu as read, with its links resolved to `resolved`. */
export const menuEtag = (menu: { readonly id: string; readonly version: number }, resolved: unknown): string =>
  `"${menuTag(menu)}.${hash(JSON.stringify(resolved), 11)}"`;

/**
 * True when an If-Match value names the menu's current version (RFC 9110 If-Match: `*` matches any
 * existing menu; weak tags never match).
 */
export const menuIfMatch = (header: string, menu: { readonly id: string; readonly version: number }): boolean => {
  const current = menuTag(menu);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || (tag.startsWith('"') && tag.slice(1).split('.')[0] === current));
};

/** 412: If-Match names another version of the menu than the stored one. */
export const menuChanged = () =>
  new ApiError(412, 'precondition_failed', 'The menu has changed: If-Match does not match its current ETag');
