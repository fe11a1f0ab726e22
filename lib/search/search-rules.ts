import { aclAllows, type Acl, type AclSubject } from '../channels/acl.js';
import { LAST_PAGE_CURSOR } from '../db/page-cursors.js';
import { badRequest } from '../http/errors.js';
import type { SearchDocument, SearchType } from './documents.js';

/**
 * Who sees what in search, as in reading: a caller that speaks for visitors (a publishable key,
 * or any token acting for a customer) sees published content only and the entries its channel's
 * read ACL lets that customer (or an anonymous visitor) read; other tokens see the types their
 * read scopes cover, unpublished content included, ACLs applying as they do to their reads.
 */
export interface Viewer {
  readonly types: ReadonlySet<SearchType>;
  readonly publishedOnly: boolean;
  readonly sensitive: boolean;
  readonly subject: AclSubject;
  readonly now: string;
}

/** Whether a viewer may see a document (and any snippet of it). */
export const visibleTo = (viewer: Viewer, document: SearchDocument): boolean => {
  if (!viewer.types.has(document.type)) return false;
  if (viewer.publishedOnly) {
    if (!document.published) return false;
    if (document.live_at && document.live_at > viewer.now) return false;
  }
  if (document.type !== 'entry') return true;
  if (document.sensitive && !viewer.sensitive) return false;
  const read = (document.read ?? 'none') as Acl['read'];
  return aclAllows({ create: 'none', read, update: 'none', delete: 'none' }, 'read', viewer.subject, document.owner);
};

/** A page of ranked results: the cursor is the offset of the page's first result (`last`: the last page). */
export const pageOf = <T>(items: readonly T[], perPage: number, cursor: string | undefined) => {
  let from = 0;
  if (cursor === LAST_PAGE_CURSOR) from = Math.max(0, Math.floor((items.length - 1) / perPage) * perPage);
  else if (cursor !== undefined) {
    if (!/^\d{1,6}$/.test(cursor)) throw badRequest('invalid_cursor', 'The cursor is not one this list gave');
    from = Number(cursor);
  }
  const to = from + perPage;
  return {
    items: items.slice(from, to),
    ...(to < items.length && { next: String(to) }),
    ...(from > 0 && { prev: String(Math.max(0, from - perPage)) }),
  };
};
