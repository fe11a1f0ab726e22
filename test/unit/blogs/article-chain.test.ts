import { describe, expect, it } from 'vitest';
import { HEAD, headMember, memberOf, relink, type ArticleLink } from '../../../lib/blogs/article-chain.js';

const link = (id: string, month: number): ArticleLink => ({
  id,
  title: id.toUpperCase(),
  slug: id,
  publish_at: `2024-0${month}-01T00:00:00Z`,
});
const a = link('a', 1);
const b = link('b', 2);
const c = link('c', 3);
const sides = (result: ReturnType<typeof relink>) =>
  Object.fromEntries(
    result.changes.map((change) => [
      change.member.id,
      {
        ...(change.next && { next: [change.next.from ?? null, change.next.to?.id ?? null] }),
        ...(change.previous && { previous: change.previous.to?.id ?? null }),
      },
    ]),
  );

describe('relink', () => {
  it("makes the first article the head's next, conditioned on an empty order", () => {
    const result = relink('a', undefined, a, [headMember]);
    expect(sides(result)).toEqual({ [HEAD]: { next: [null, 'a'] } });
    expect([result.previous, result.next]).toEqual([undefined, undefined]);
  });

  it('inserts between two articles: the one before gains a next, the one after a previous', () => {
    const result = relink('b', undefined, b, [headMember, memberOf(a), memberOf(c)]);
    expect(sides(result)).toEqual({ a: { next: ['c', 'b'] }, c: { previous: 'b' } });
    expect([result.previous?.id, result.next?.id]).toEqual(['a', 'c']);
  });

  it('removes an article by linking its neighbours to each other', () => {
    const result = relink('b', '2024-02-01T00:00:00Z#b', undefined, [memberOf(a), memberOf(c)]);
    expect(sides(result)).toEqual({ a: { next: ['b', 'c'] }, c: { previous: 'a' } });
  });

  it('moves an article past its next one, touching only the three around it', () => {
    const moved = { ...a, publish_at: '2024-02-15T00:00:00Z' };
    const result = relink('a', '2024-01-01T00:00:00Z#a', moved, [headMember, memberOf(b), memberOf(c)]);
    expect(sides(result)).toEqual({
      [HEAD]: { next: ['a', 'b'] },
      b: { next: ['c', 'a'], previous: null },
      c: { previous: 'a' },
    });
    expect([result.previous?.id, result.next?.id]).toEqual(['b', 'c']);
  });

  it("rewrites both neighbours' copies when an article only changes its title", () => {
    const renamed = { ...b, title: 'New' };
    const result = relink('b', '2024-02-01T00:00:00Z#b', renamed, [memberOf(a), memberOf(c)]);
    expect(result.changes.find((change) => change.member.id === 'a')?.next).toEqual({ from: 'b', to: renamed });
    expect(result.changes.find((change) => change.member.id === 'c')?.previous).toEqual({ to: renamed });
    expect(result.changes).toHaveLength(2);
  });
});
