import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../lib/menus/menu-record.js';
import {
  fieldsLinking,
  itemIds,
  linkChanges,
  linkedTargets,
  MAX_DEPTH,
  parseItems,
  urlProblem,
  visibleItems,
} from '../../../lib/menus/menu-rules.js';

let next = 0;
const makeId = () => `id${(next += 1)}`;

const stored = (over: Partial<MenuItem>): MenuItem => ({
  id: makeId(),
  title: 't',
  kind: 'heading',
  target_page: null,
  target_url: null,
  target_entry: null,
  target_blog: null,
  new_window: false,
  position: 0,
  children: [],
  ...over,
});

describe('urlProblem', () => {
  it('accepts paths and http(s), mailto and tel URLs', () => {
    for (const url of ['/', '/a/b?x=1', 'https://example.com', 'http://example.com/x', 'mailto:a@b.c', 'tel:+1555'])
      expect(urlProblem(url), url).toBeUndefined();
  });
  it('refuses javascript:, data:, scheme-relative and malformed values', () => {
    expect(urlProblem('javascript:alert(1)')?.code).toBe('invalid_scheme');
    expect(urlProblem('JavaScript:alert(1)')?.code).toBe('invalid_scheme');
    expect(urlProblem('data:text/html,x')?.code).toBe('invalid_scheme');
    expect(urlProblem('//evil.example')?.code).toBe('invalid');
    expect(urlProblem('not a url')?.code).toBe('invalid');
    expect(urlProblem('')?.code).toBe('invalid');
  });
});

describe('parseItems', () => {
  it('names each failure by the item path', () => {
    const { errors } = parseItems(
      [
        { title: 'ok', kind: 'heading', children: [{ kind: 'page' }] },
        { title: 'x', kind: 'url', target_url: '/x', target_page: 'p', extra: 1 },
      ],
      new Set(),
      makeId,
    );
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['items[0].children[0].title', 'missing'],
      ['items[0].children[0].target_page', 'missing'],
      ['items[1].extra', 'unknown_field'],
      ['items[1].target_page', 'not_allowed'],
    ]);
  });

  it(`refuses children below depth ${MAX_DEPTH}`, () => {
    let tree: Record<string, unknown> = { title: 'leaf', kind: 'heading' };
    for (let depth = 0; depth < MAX_DEPTH; depth += 1) tree = { title: 'n', kind: 'heading', children: [tree] };
    const { errors } = parseItems([tree], new Set(), makeId);
    expect(errors).toEqual([
      expect.objectContaining({ field: 'items[0].children[0].children[0].children[0].children', code: 'too_deep' }),
    ]);
  });

  it('keeps known ids once and gives other items fresh ones', () => {
    const { items } = parseItems(
      [
        { id: 'keep', title: 'a', kind: 'heading' },
        { id: 'keep', title: 'b', kind: 'heading' },
        { id: 'other', title: 'c', kind: 'heading' },
      ],
      new Set(['keep']),
      makeId,
    );
    expect(items[0]?.id).toBe('keep');
    expect(items[1]?.id).not.toBe('keep');
    expect(items[2]?.id).not.toBe('other');
  });

  it('counts a target named twice once', () => {
    const raw = Array.from({ length: 200 }, () => ({ title: 'p', kind: 'page', target_page: '/same' }));
    expect(parseItems(raw, new Set(), makeId).errors).toEqual([]);
  });
});

describe('links', () => {
  const page = stored({ kind: 'page', target_page: 'p1' });
  const entry = stored({ kind: 'entry', target_entry: { channel: 'c', entry: 'e' } });
  const tree = [stored({ children: [page] }), entry, stored({ kind: 'page', target_page: 'p1' })];

  it('lists distinct targets and the fields linking one', () => {
    expect(linkedTargets(tree)).toEqual([
      { kind: 'page', id: 'p1' },
      { kind: 'entry', id: 'c/e' },
    ]);
    expect(fieldsLinking({ items: tree }, { kind: 'page', id: 'p1' })).toEqual([
      'items[0].children[0].target_page',
      'items[2].target_page',
    ]);
    expect(itemIds(tree).has(page.id)).toBe(true);
  });

  it('tells targets added from targets removed', () => {
    const after = [stored({ kind: 'blog', target_blog: 'b1' }), stored({ kind: 'page', target_page: 'p1' })];
    expect(linkChanges(tree, after)).toEqual({
      added: [{ kind: 'blog', id: 'b1' }],
      removed: [{ kind: 'entry', id: 'c/e' }],
    });
  });

  it('leaves out refused items with their children and renumbers positions', () => {
    const shown = visibleItems(tree, (item) => item.kind !== 'heading');
    expect(shown.map((item) => [item.kind, item.position])).toEqual([
      ['entry', 0],
      ['page', 1],
    ]);
  });
});
