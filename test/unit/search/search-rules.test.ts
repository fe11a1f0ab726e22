import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../lib/search/documents.js';
import { pageOf, visibleTo, type Viewer } from '../../../lib/search/search-rules.js';

const doc = (over: Partial<SearchDocument>): SearchDocument => ({
  id: 'x|',
  rid: 'entry:x',
  type: 'entry',
  resource_id: 'x',
  locale: '',
  title: '',
  text: '',
  path: '/x',
  published: true,
  read: 'public',
  ...over,
});

const visitor: Viewer = {
  types: new Set(['entry', 'page', 'article', 'product']),
  publishedOnly: true,
  sensitive: false,
  subject: { bypass: false },
  now: '2026-01-01T00:00:00Z',
};

describe('who sees what in search', () => {
  it('shows visitors published content only, articles once live', () => {
    expect(visibleTo(visitor, doc({ type: 'page', published: false }))).toBe(false);
    expect(visibleTo(visitor, doc({ type: 'page', published: true }))).toBe(true);
    expect(visibleTo(visitor, doc({ type: 'article', published: true, live_at: '2027-01-01T00:00:00Z' }))).toBe(false);
    expect(visibleTo(visitor, doc({ type: 'article', published: true, live_at: '2025-01-01T00:00:00Z' }))).toBe(true);
  });

  it("applies the channel's read ACL and sensitivity to entries", () => {
    expect(visibleTo(visitor, doc({ read: 'customers' }))).toBe(false);
    expect(visibleTo({ ...visitor, subject: { bypass: false, customerId: 'c1' } }, doc({ read: 'customers' }))).toBe(
      true,
    );
    expect(
      visibleTo({ ...visitor, subject: { bypass: false, customerId: 'c1' } }, doc({ read: 'owner', owner: 'c2' })),
    ).toBe(false);
    expect(
      visibleTo(
        { ...visitor, subject: { bypass: false, customerId: 'c1', groups: ['vip'] } },
        doc({ read: 'group:vip' }),
      ),
    ).toBe(true);
    expect(visibleTo(visitor, doc({ sensitive: true }))).toBe(false);
    expect(visibleTo({ ...visitor, sensitive: true }, doc({ sensitive: true }))).toBe(true);
  });

  it('leaves out the kinds a token cannot read', () => {
    const products: Viewer = {
      ...visitor,
      types: new Set(['product']),
      publishedOnly: false,
      subject: { bypass: true },
    };
    expect(visibleTo(products, doc({ type: 'page' }))).toBe(false);
    expect(visibleTo(products, doc({ type: 'product', published: false }))).toBe(true);
  });

  it('pages ranked results by offset, with next, prev and the last page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 5, undefined)).toEqual({ items: [0, 1, 2, 3, 4], next: '5' });
    expect(pageOf(items, 5, '5')).toEqual({ items: [5, 6, 7, 8, 9], next: '10', prev: '0' });
    expect(pageOf(items, 5, 'last')).toEqual({ items: [10, 11], prev: '5' });
    expect(() => pageOf(items, 5, 'abc')).toThrow();
  });
});
