import { publishKey } from './article-rules.js';

/**
 * The publish order of a blog's published articles (scheduled ones included) as a linked list:
 * each article stores its `previous` and `next`, so a read shows its neighbours without a query.
 * A write that moves an article in, out of or within the order relinks the few articles around
 * it in its own transaction. This module is the pure part: who changes and to what.
 */

/** What an article stores of a neighbour (and shows of it, with urls). */
export interface ArticleLink {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly publish_at: string;
}

/** Id of the head of the order: a stored sentinel whose `next` is the first article. */
export const HEAD = '#HEAD';

/** An article of the order around the change (or the head), with its position. */
export interface ChainMember {
  readonly id: string;
  readonly key: string;
  /** Absent for the head. */
  readonly link?: ArticleLink;
}

/** A member's sides to rewrite: `next` with the id it must still have (the condition), `previous` (null: none). */
export interface LinkChange {
  readonly member: ChainMember;
  readonly next?: { readonly from?: string; readonly to: ArticleLink | null };
  readonly previous?: { readonly to: ArticleLink | null };
}

export const headMember: ChainMember = { id: HEAD, key: '' };

/** Position of a link in the order. */
export const linkKey = (link: ArticleLink): string => publishKey(link.publish_at, link.id);

/** The member a link stands for. */
export const memberOf = (link: ArticleLink): ChainMember => ({ id: link.id, key: linkKey(link), link });

/** In the publish order: published, with a publish time (live or scheduled). */
export const inOrder = (doc: {
  status: string;
  publish_at: string | null;
}): doc is { status: string; publish_at: string } => doc.status === 'published' && doc.publish_at !== null;

/**
 * Relinks the article `id` from `oldKey` (absent: it was not in the order) to `newLink` (absent:
 * it leaves the order). `members` are the head and the articles known to sit right around both
 * positions: the old neighbours (as the article stored them) and the new ones (the last article
 * before the new position and that one's `next`). Every side that changes involves one of them,
 * so their relative order is all that is needed. Returns the members' changes and the article's
 * own new neighbours.
 */
export const relink = (
  id: string,
  oldKey: string | undefined,
  newLink: ArticleLink | undefined,
  members: readonly ChainMember[],
) => {
  const known = new Map<string, ChainMember>([[HEAD, headMember]]);
  for (const member of members) if (member.id !== id) known.set(member.id, member);
  const sorted = (self?: ChainMember) =>
    [...known.values(), ...(self ? [self] : [])].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const before = sorted(oldKey === undefined ? undefined : { id, key: oldKey });
  const after = sorted(newLink && memberOf(newLink));
  const around = (list: ChainMember[], memberId: string) => {
    const at = list.findIndex((m) => m.id === memberId);
    return { previous: list[at - 1], next: list[at + 1] };
  };
  const changes: LinkChange[] = [];
  for (const member of known.values()) {
    const was = around(before, member.id);
    const is = around(after, member.id);
    const next =
      was.next?.id !== is.next?.id || is.next?.id === id
        ? { from: was.next?.id, to: is.next?.link ?? null }
        : undefined;
    const previous =
      member.id !== HEAD && (was.previous?.id !== is.previous?.id || is.previous?.id === id)
        ? { to: is.previous?.link ?? null }
        : undefined;
    if (next || previous) changes.push({ member, ...(next && { next }), ...(previous && { previous }) });
  }
  const own = newLink ? around(after, id) : undefined;
  return { changes, previous: own?.previous?.link, next: own?.next?.link };
};
