import { keyId, type ItemKey } from '../db/batch-get.js';
import { isId } from '../db/keys.js';
import type { FieldError } from '../http/errors.js';
import { blogKeys } from '../blogs/keys.js';
import { channelKey, entryKey } from '../channels/keys.js';
import { normalizeFullpath } from '../pages/fullpath.js';
import { pageKeys } from '../pages/keys.js';
import { publicUrl } from '../pages/public-url.js';
import type { EntryTarget, LinkedTarget } from './menu-record.js';
import type { ParsedItem } from './menu-rules.js';
import { TARGET_FIELD } from './menu-rules.js';

/*
 * Targets of menu items, both ways: at a write, the keys that name what the client wrote (a page's
 * fullpath claim, a blog's slug claim, or the item itself by id), read with the menu in one
 * BatchGetItem; at a read, the keys of the stored ids, read in one BatchGetItem after the menu.
 */

type Found = ReadonlyMap<string, Record<string, unknown>>;

/** The key that names an item's target as written, or a field error when it cannot name one. */
const writeKey = (siteId: string, item: ParsedItem): ItemKey | FieldError => {
  const field = `${item.path}.${TARGET_FIELD[item.kind] as string}`;
  const ref = item.ref as string | EntryTarget;
  if (item.kind === 'entry') {
    const entry = ref as EntryTarget;
    if (!isId(entry.channel) || !isId(entry.entry))
      return { field, message: 'must name the channel and the entry by their ids', code: 'invalid' };
    return entryKey(siteId, entry.channel, entry.entry);
  }
  const text = ref as string;
  if (isId(text)) return item.kind === 'page' ? pageKeys.page(siteId, text) : blogKeys.blog(siteId, text);
  const path = normalizeFullpath(text);
  if (!path) return { field, message: 'must be an id or a path', code: 'invalid' };
  return item.kind === 'page' ? pageKeys.path(siteId, path) : blogKeys.blogSlug(siteId, path.toLowerCase());
};

/** The keys a write reads to resolve its items' targets, and the errors of targets that can name none. */
export const targetWriteKeys = (siteId: string, items: readonly ParsedItem[]) => {
  const keys: ItemKey[] = [];
  const errors: FieldError[] = [];
  for (const item of items) {
    const key = writeKey(siteId, item);
    if (!('pk' in key)) errors.push(key);
    // An entry's channel too: the write's answer shows whether the entry is public.
    else keys.push(key, ...(item.kind === 'entry' ? [channelKey(siteId, (item.ref as EntryTarget).channel)] : []));
  }
  return { keys, errors };
};

/**
 * The stored id of an item's target, from what the write's BatchGetItem found, or a field error
 * (`not_found`) when there is no such page, blog or entry.
 */
export const resolveTarget = (
  siteId: string,
  item: ParsedItem,
  found: Found,
): { target: string | EntryTarget; item?: Record<string, unknown> } | { error: FieldError } => {
  const key = writeKey(siteId, item) as ItemKey;
  const hit = found.get(keyId(key));
  const field = `${item.path}.${TARGET_FIELD[item.kind] as string}`;
  const missing = { error: { field, message: `There is no ${item.kind} ${describe(item)}`, code: 'not_found' } };
  if (!hit) return missing;
  if (item.kind === 'entry') return { target: item.ref as EntryTarget, item: hit };
  const ref = item.ref as string;
  // By id the item is the page or blog itself; by path, the claim names a page (`pageId`) or a blog (`blogId`).
  if (isId(ref)) return { target: ref, item: hit };
  const id = item.kind === 'page' ? hit.pageId : hit.blogId;
  // A blog's claim holds a copy of the blog; a page's holds only its id.
  const copy = item.kind === 'blog' ? (hit.blog as Record<string, unknown> | undefined) : undefined;
  return typeof id === 'string' ? { target: id, ...(copy && { item: copy }) } : missing;
};

const describe = (item: ParsedItem) =>
  typeof item.ref === 'string'
    ? item.ref
    : `${(item.ref as EntryTarget).entry} in channel ${(item.ref as EntryTarget).channel}`;

/** The key a read resolves a stored target by. */
export const targetReadKey = (siteId: string, target: LinkedTarget): ItemKey => {
  if (target.kind === 'page') return pageKeys.page(siteId, target.id);
  if (target.kind === 'blog') return blogKeys.blog(siteId, target.id);
  const [channel, entry] = target.id.split('/') as [string, string];
  return entryKey(siteId, channel, entry);
};

/** The key of a linked entry's channel (its read ACL decides whether the entry is public). */
export const channelReadKey = (siteId: string, target: LinkedTarget): ItemKey =>
  channelKey(siteId, target.id.split('/')[0] as string);

/** What a linked item shows of its target, as it is now. */
export interface ResolvedTarget {
  readonly id: string;
  readonly title: string;
  readonly fullpath: string | null;
  readonly public_url: string | null;
  readonly published: boolean;
}

/** A target's current facts from its item, or null when it is gone. */
export const resolvedTarget = (
  target: LinkedTarget,
  item: Record<string, unknown> | undefined,
  subdomain: string,
  channel?: Record<string, unknown>,
): ResolvedTarget | null => {
  if (!item) return null;
  if (target.kind === 'page') {
    const doc = item.doc as { id: string; title: string; fullpath: string; published?: boolean };
    return {
      id: doc.id,
      title: doc.title,
      fullpath: doc.fullpath,
      public_url: publicUrl(subdomain, doc.fullpath),
      published: doc.published === true,
    };
  }
  if (target.kind === 'blog') {
    const slug = item.slug as string;
    return {
      id: item.id as string,
      title: item.name as string,
      fullpath: slug,
      public_url: publicUrl(subdomain, slug),
      published: true,
    };
  }
  const fields = (item.fields ?? {}) as Record<string, unknown>;
  const title = typeof fields.title === 'string' ? fields.title : ((item.slug as string | null) ?? (item.id as string));
  // Entries have no publishing state of their own: one is published when anyone may read its
  // channel (read ACL `public`) and it is not a submission held as spam.
  return {
    id: item.id as string,
    title,
    fullpath: null,
    public_url: null,
    published: (channel?.acl as { read?: string } | undefined)?.read === 'public' && item.submission_status !== 'spam',
  };
};
