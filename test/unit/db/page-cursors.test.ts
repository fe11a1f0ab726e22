import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  keyCursor,
  keyPage,
  keyStart,
  LAST_PAGE_CURSOR,
  mapPage,
  type PageShape,
} from '../../../lib/db/page-cursors.js';
import { pageOfPositions, positionStart } from '../../../lib/db/list-query-rules.js';
import { ApiError } from '../../../lib/http/errors.js';

const shape: PageShape = { partition: ['pk', 'S#PAGE'], keyAttributes: ['pk', 'sk'] };
const item = (sk: string) => ({ pk: 'S#PAGE', sk, title: sk });

describe('key cursors', () => {
  it('reads the start of a page from no cursor, last, after and before cursors', () => {
    expect(keyStart(undefined, shape)).toEqual({ from: 'first' });
    expect(keyStart(LAST_PAGE_CURSOR, shape)).toEqual({ from: 'last' });
    expect(keyStart(keyCursor(item('b'), shape, 'after'), shape)).toEqual({
      from: 'after',
      key: { pk: 'S#PAGE', sk: 'b' },
    });
    expect(keyStart(keyCursor(item('b'), shape, 'before'), shape)).toEqual({
      from: 'before',
      key: { pk: 'S#PAGE', sk: 'b' },
    });
  });

  it("keeps the format of forward cursors (the item's key), so cursors already handed out still work", () => {
    const old = Buffer.from(JSON.stringify({ pk: 'S#PAGE', sk: 'b' })).toString('base64url');
    expect(keyCursor(item('b'), shape, 'after')).toBe(old);
  });

  it('refuses cursors into another partition, with other attributes, or malformed, either way', () => {
    const other = { pk: 'T#PAGE', sk: 'b' };
    for (const cursor of [
      keyCursor(other, shape, 'after'),
      keyCursor(other, shape, 'before'),
      'not-json',
      Buffer.from(JSON.stringify({ before: { pk: 'S#PAGE' } })).toString('base64url'),
      Buffer.from(JSON.stringify({ before: { pk: 'S#PAGE', sk: 'b' }, extra: 1 })).toString('base64url'),
      Buffer.from('[]').toString('base64url'),
    ]) {
      expect(() => keyStart(cursor, shape), cursor).toThrow(ApiError);
    }
  });
});

describe('keyPage', () => {
  const read = (sks: string[]) => sks.map(item);

  it('pages forward with next exactly while more remain, and prev after a cursor', () => {
    const first = keyPage({ members: read(['a', 'b', 'c']) }, { per_page: 2 }, shape, { from: 'first' });
    expect(first.items.map((i) => i.sk)).toEqual(['a', 'b']);
    expect(keyStart(first.next, shape)).toEqual({ from: 'after', key: { pk: 'S#PAGE', sk: 'b' } });
    expect(first.prev).toBeUndefined();
    const second = keyPage({ members: read(['c']) }, { per_page: 2 }, shape, {
      from: 'after',
      key: item('b') as never,
    });
    expect(second.next).toBeUndefined();
    expect(keyStart(second.prev, shape)).toEqual({ from: 'before', key: { pk: 'S#PAGE', sk: 'c' } });
  });

  it('shows a backward read in list order, with prev while more lie before and next after a prev cursor', () => {
    // Read from the end: e, d, c (one more than the page).
    const last = keyPage({ members: read(['e', 'd', 'c']) }, { per_page: 2 }, shape, { from: 'last' });
    expect(last.items.map((i) => i.sk)).toEqual(['d', 'e']);
    expect(last.next).toBeUndefined();
    expect(keyStart(last.prev, shape)).toEqual({ from: 'before', key: { pk: 'S#PAGE', sk: 'd' } });
    const before = keyPage({ members: read(['c']) }, { per_page: 2 }, shape, {
      from: 'before',
      key: item('d') as never,
    });
    expect(before.items.map((i) => i.sk)).toEqual(['c']);
    expect(before.prev).toBeUndefined();
    expect(keyStart(before.next, shape)).toEqual({ from: 'after', key: { pk: 'S#PAGE', sk: 'c' } });
  });

  it('resumes where a read cut short stopped, either way', () => {
    const forward = keyPage({ members: read(['a']), resume: item('q') }, { per_page: 5 }, shape, { from: 'first' });
    expect(keyStart(forward.next, shape)).toEqual({ from: 'after', key: { pk: 'S#PAGE', sk: 'q' } });
    const backward = keyPage({ members: [], resume: item('q') }, { per_page: 5 }, shape, { from: 'last' });
    expect(backward.items).toEqual([]);
    expect(keyStart(backward.prev, shape)).toEqual({ from: 'before', key: { pk: 'S#PAGE', sk: 'q' } });
  });

  it('maps items and keeps both cursors', () => {
    expect(mapPage({ items: [1, 2], next: 'n', prev: 'p' }, (n) => n * 2)).toEqual({
      items: [2, 4],
      next: 'n',
      prev: 'p',
    });
    expect(mapPage({ items: [1] }, String)).toEqual({ items: ['1'] });
  });

  // A partition of n items read like DynamoDB would (exclusive start keys), walked from the first
  // page by next and from the last by prev: both walks show every item once, in order.
  it('walks to the same items from first by next and from last by prev', () => {
    const query = (all: string[], start: ReturnType<typeof keyStart>, perPage: number) => {
      const backward = start.from === 'last' || start.from === 'before';
      const ordered = backward ? [...all].reverse() : all;
      const key = 'key' in start ? start.key.sk : undefined;
      const from = key === undefined ? 0 : ordered.findIndex((sk) => (backward ? sk < key : sk > key));
      return keyPage(
        {
          members: read(
            ordered.slice(from === -1 ? ordered.length : from, (from === -1 ? ordered.length : from) + perPage + 1),
          ),
        },
        { per_page: perPage },
        shape,
        start,
      );
    };
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        (keys, perPage) => {
          const all = [...keys].sort();
          const forward: string[] = [];
          let cursor: string | undefined;
          let page = query(all, { from: 'first' }, perPage);
          for (;;) {
            forward.push(...page.items.map((i) => String(i.sk)));
            if (!page.next) break;
            cursor = page.next;
            page = query(all, keyStart(cursor, shape), perPage);
          }
          const backward: string[][] = [];
          page = query(all, { from: 'last' }, perPage);
          for (;;) {
            backward.unshift(page.items.map((i) => String(i.sk)));
            if (!page.prev) break;
            page = query(all, keyStart(page.prev, shape), perPage);
          }
          expect(forward).toEqual(all);
          expect(backward.flat()).toEqual(all);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('in-memory sort pages', () => {
  const sorted = ['a', 'b', 'c', 'd', 'e'].map((position) => ({ position }));
  const positions = (page: { items: { position: string }[] }) => page.items.map((i) => i.position);

  it('pages first, after, before and last, with next and prev where items lie beyond', () => {
    expect(pageOfPositions(sorted, { from: 'first' }, 2)).toMatchObject({ next: { position: 'b' } });
    expect(pageOfPositions(sorted, { from: 'first' }, 2).prev).toBeUndefined();
    expect(positions(pageOfPositions(sorted, { from: 'after', position: 'b' }, 2))).toEqual(['c', 'd']);
    expect(pageOfPositions(sorted, { from: 'after', position: 'b' }, 2)).toMatchObject({
      prev: { position: 'c' },
      next: { position: 'd' },
    });
    expect(positions(pageOfPositions(sorted, { from: 'last' }, 2))).toEqual(['d', 'e']);
    expect(pageOfPositions(sorted, { from: 'last' }, 2).next).toBeUndefined();
    expect(positions(pageOfPositions(sorted, { from: 'before', position: 'd' }, 2))).toEqual(['b', 'c']);
    expect(positions(pageOfPositions(sorted, { from: 'before', position: 'b' }, 2))).toEqual(['a']);
    expect(pageOfPositions(sorted, { from: 'before', position: 'b' }, 2).prev).toBeUndefined();
    // A position no item holds any more (its item was deleted) still places the page.
    expect(positions(pageOfPositions(sorted, { from: 'before', position: 'cc' }, 2))).toEqual(['b', 'c']);
  });

  it('reads the start from last and tagged cursors, and refuses a cursor of another sort', () => {
    expect(positionStart(LAST_PAGE_CURSOR, 'rank')).toEqual({ from: 'last' });
    const before = Buffer.from(JSON.stringify({ s: 'rank', p: 'x', b: 1 })).toString('base64url');
    expect(positionStart(before, 'rank')).toEqual({ from: 'before', position: 'x' });
    expect(() => positionStart(before, '-rank')).toThrow(ApiError);
  });
});
