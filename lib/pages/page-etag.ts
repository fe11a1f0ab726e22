import { createHash } from 'node:crypto';

/**
 * The strong ETag of a page: a hash of its id and its version. The version is bumped by every
 * write that changes the page as the API shows it (its own fields or, after an ancestor moves,
 * its derived path), so the tag changes whenever the page does and never repeats for a page.
 */
export const pageEtag = (id: string, version: number): string =>
  `"${createHash('sha256').update(`${id}:${version}`).digest('base64url').slice(0, 27)}"`;

/** The entity tags of an If-Match header; `*` stays as is. Weak tags (`W/"…"`) are kept with their prefix. */
const entityTags = (header: string): string[] => {
  const tags: string[] = [];
  const pattern = /\s*(\*|(?:W\/)?"[^"]*")\s*(?:,|$)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < header.length && (match = pattern.exec(header)) !== null) tags.push(match[1] as string);
  return tags;
};

/**
 * True when an If-Match header value matches the page's current ETag (RFC 9110 §13.1.1):
 * `*` matches any existing page; otherwise strong comparison, so weak tags never match.
 */
export const ifMatchSatisfied = (header: string, currentEtag: string): boolean =>
  entityTags(header).some((tag) => tag === '*' || tag === currentEtag);
