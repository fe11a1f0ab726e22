import { describe, expect, it } from 'vitest';
import { applyBatch, type BatchOperation } from '../../../lib/pages/batch-engine.js';
import { makePage, run } from './page-fixture.js';

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
};

const MIXED: BatchOperation[] = [
  { op: 'set', path: '/title', value: 'Team' },
  { op: 'set', path: '/fullpath', value: 'x' },
  { op: 'insert', path: '/items/blocks/repeatables', value: '{}' },
  { op: 'rename', path: '/title', value: 'x' },
  { op: 'set', path: '/slug', value: 'team' },
  { op: 'set', path: '/published', value: 'true' },
];

describe('applyBatch', () => {
  it('returns one result per operation with its index and path', () => {
    const { results } = run(makePage(), MIXED);
    expect(results.map(({ index, path }) => ({ index, path }))).toEqual(
      MIXED.map(({ path }, index) => ({ index, path })),
    );
  });

  it('fails with invalid_op for an unknown op', () => {
    const { results, document } = run(makePage(), [{ op: 'rename', path: '/title', value: 'x' }]);
    expect(results[0]).toMatchObject({ status: 'error', error: 'invalid_op', path: '/title' });
    expect(results[0]?.message).toMatch(/rename/);
    expect(document).toEqual(makePage());
  });

  it('fails with invalid_op before looking at the path', () => {
    expect(run(makePage(), [{ op: 'SET', path: 'not a pointer' }]).results[0]?.error).toBe('invalid_op');
  });

  it('applies operations in order, each against the result of the previous ones', () => {
    const { results, document } = run(makePage(), [
      { op: 'set', path: '/items/new/content', value: 'a' },
      { op: 'set', path: '/items/new/content', value: 'b' },
      { op: 'delete', path: '/items/new/type' },
      { op: 'delete', path: '/items/new' },
      { op: 'delete', path: '/items/new' },
    ]);
    expect(results.map((r) => r.error ?? r.status)).toEqual(['ok', 'ok', 'not_found', 'ok', 'not_found']);
    expect(document.items.new).toBeUndefined();
  });

  it('reports ok with warning unchanged for a set that a previous operation made redundant', () => {
    const { results, changed } = run(makePage(), [
      { op: 'set', path: '/title', value: 'Team' },
      { op: 'set', path: '/title', value: 'Team' },
    ]);
    expect(results[1]).toEqual({ index: 1, status: 'ok', path: '/title', warning: 'unchanged' });
    expect(changed).toBe(true);
  });

  it('never mutates its input, frozen or not', () => {
    const frozen = deepFreeze(makePage());
    const outcome = run(frozen, MIXED);
    expect(outcome.document).not.toBe(frozen);
    expect(outcome.document.title).toBe('Team');
    expect(frozen).toEqual(makePage());
  });

  it('returns a new document object even when nothing changes', () => {
    const page = makePage();
    const outcome = run(page, []);
    expect(outcome).toEqual({
      document: page,
      results: [],
      changed: false,
      failed: false,
      touched: { slug: false, parent: false },
    });
    expect(outcome.document).not.toBe(page);
  });

  it('rethrows anything that is not an operation failure', () => {
    const boom = () => {
      throw new Error('id source down');
    };
    expect(() =>
      applyBatch(
        makePage(),
        [
          { op: 'insert', path: '/locales', value: 'it' },
          { op: 'insert', path: '/items/blocks/repeatables', value: '{}' },
        ],
        { atomic: false, newId: boom },
      ),
    ).toThrow('id source down');
  });
});

describe('applyBatch without atomic', () => {
  it('applies the operations that succeed and reports the failures as error', () => {
    const { results, document, changed, failed, touched } = run(makePage(), MIXED, false);
    expect(results.map((r) => r.status)).toEqual(['ok', 'error', 'ok', 'error', 'ok', 'ok']);
    expect(results.map((r) => r.error)).toEqual([
      undefined,
      'read_only',
      undefined,
      'invalid_op',
      undefined,
      undefined,
    ]);
    expect(results[2]?.id).toBe('f00000000000000000000001');
    expect(results[5]?.warning).toBe('unchanged');
    expect(document.title).toBe('Team');
    expect(document.slug).toBe('team');
    expect(document.fullpath).toBe('home/about');
    expect(document.items.blocks?.repeatables).toHaveLength(4);
    expect({ changed, failed, touched }).toEqual({
      changed: true,
      failed: true,
      touched: { slug: true, parent: false },
    });
  });

  it('reports changed false when every operation is a no-op or fails', () => {
    const { changed, failed } = run(makePage(), [
      { op: 'set', path: '/title', value: 'About' },
      { op: 'delete', path: '/id' },
    ]);
    expect({ changed, failed }).toEqual({ changed: false, failed: true });
  });
});

describe('applyBatch with atomic', () => {
  it('returns the input unchanged, the failures as error and every other operation as skipped', () => {
    const page = makePage();
    const { results, document, changed, failed, touched } = run(page, MIXED, true);
    expect(document).toEqual(makePage());
    expect(document).not.toBe(page);
    expect(results).toEqual([
      { index: 0, status: 'skipped', path: '/title' },
      { index: 1, status: 'error', path: '/fullpath', error: 'read_only', message: '/fullpath is read-only' },
      { index: 2, status: 'skipped', path: '/items/blocks/repeatables' },
      { index: 3, status: 'error', path: '/title', error: 'invalid_op', message: expect.stringMatching(/rename/) },
      { index: 4, status: 'skipped', path: '/slug' },
      { index: 5, status: 'skipped', path: '/published' },
    ]);
    expect({ changed, failed, touched }).toEqual({
      changed: false,
      failed: true,
      touched: { slug: false, parent: false },
    });
  });

  it('reports a failure that only happens because of an earlier operation of the batch', () => {
    const { results } = run(
      makePage(),
      [
        { op: 'delete', path: '/items/hero' },
        { op: 'set', path: '/og_image/url', value: 'x' },
        { op: 'delete', path: '/items/hero' },
      ],
      true,
    );
    expect(results.map((r) => r.error ?? r.status)).toEqual(['skipped', 'skipped', 'not_found']);
  });

  it('applies everything when no operation fails', () => {
    const { results, document, changed, failed, touched } = run(
      makePage(),
      [
        { op: 'set', path: '/parent', value: '' },
        { op: 'insert', path: '/locales', value: 'it' },
      ],
      true,
    );
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(document.parent).toBeNull();
    expect(document.locales).toEqual(['en', 'fr', 'de', 'it']);
    expect({ changed, failed, touched }).toEqual({
      changed: true,
      failed: false,
      touched: { slug: false, parent: true },
    });
  });
});

describe('touched', () => {
  it('compares the final slug and parent with the input, so a change undone later is not touched', () => {
    const { touched, changed } = run(makePage(), [
      { op: 'set', path: '/slug', value: 'other' },
      { op: 'set', path: '/slug', value: 'about' },
    ]);
    expect(touched).toEqual({ slug: false, parent: false });
    expect(changed).toBe(true);
  });

  it('is false for fields that do not decide the fullpath', () => {
    expect(run(makePage(), [{ op: 'set', path: '/title', value: 'x' }]).touched).toEqual({
      slug: false,
      parent: false,
    });
  });
});
