import { describe, expect, it } from 'vitest';
import { applyBatch } from '../../../lib/pages/batch-engine.js';
import { makePage, order, R1, R2, R3, R4, run, runOne } from './page-fixture.js';

const BLOCKS = '/items/blocks/repeatables';
const blocksOf = (document: ReturnType<typeof makePage>) => document.items.blocks?.repeatables;
const FIRST_NEW_ID = 'f00000000000000000000001';
const GIVEN = '555555555555555555555555';

describe('insert into /locales', () => {
  it('appends when after is omitted', () => {
    const { result, document } = runOne(makePage(), { op: 'insert', path: '/locales', value: 'it' });
    expect(result).toEqual({ index: 0, status: 'ok', path: '/locales' });
    expect(document.locales).toEqual(['en', 'fr', 'de', 'it']);
  });

  it('puts the locale first when after is ""', () => {
    expect(runOne(makePage(), { op: 'insert', path: '/locales', value: 'it', after: '' }).document.locales).toEqual([
      'it',
      'en',
      'fr',
      'de',
    ]);
  });

  it('puts the locale right after the named locale', () => {
    expect(runOne(makePage(), { op: 'insert', path: '/locales', value: 'it', after: 'en' }).document.locales).toEqual([
      'en',
      'it',
      'fr',
      'de',
    ]);
  });

  it('fails with conflict when the locale is already there', () => {
    const { result, document } = runOne(makePage(), { op: 'insert', path: '/locales', value: 'fr' });
    expect(result).toMatchObject({ status: 'error', error: 'conflict' });
    expect(document.locales).toEqual(['en', 'fr', 'de']);
  });

  it('fails with not_found when after names a missing locale', () => {
    const { result, document } = runOne(makePage(), { op: 'insert', path: '/locales', value: 'it', after: 'es' });
    expect(result).toMatchObject({ status: 'error', error: 'not_found' });
    expect(document.locales).toEqual(['en', 'fr', 'de']);
  });

  it('fails with invalid_value for an empty or missing value', () => {
    expect(runOne(makePage(), { op: 'insert', path: '/locales', value: '' }).result?.error).toBe('invalid_value');
    expect(runOne(makePage(), { op: 'insert', path: '/locales' }).result?.error).toBe('invalid_value');
  });

  it('fails with invalid_path when the path is not an array', () => {
    for (const path of ['/locales/fr', '/title', '/items/hero', '/items/blocks', '/og_image']) {
      expect(runOne(makePage(), { op: 'insert', path, value: 'x' }).result?.error, path).toBe('invalid_path');
    }
  });
});

describe('move in /locales', () => {
  it('moves a locale to the end when after is omitted', () => {
    expect(runOne(makePage(), { op: 'move', path: '/locales/en' }).document.locales).toEqual(['fr', 'de', 'en']);
  });

  it('moves a locale first when after is ""', () => {
    expect(runOne(makePage(), { op: 'move', path: '/locales/de', after: '' }).document.locales).toEqual([
      'de',
      'en',
      'fr',
    ]);
  });

  it('moves a locale forward behind another', () => {
    expect(runOne(makePage(), { op: 'move', path: '/locales/en', after: 'fr' }).document.locales).toEqual([
      'fr',
      'en',
      'de',
    ]);
  });

  it('moves a locale backward behind another', () => {
    expect(runOne(makePage(), { op: 'move', path: '/locales/de', after: 'en' }).document.locales).toEqual([
      'en',
      'de',
      'fr',
    ]);
  });

  it('warns unchanged when after is the element itself', () => {
    const { result, changed, document } = runOne(makePage(), { op: 'move', path: '/locales/fr', after: 'fr' });
    expect(result).toEqual({ index: 0, status: 'ok', path: '/locales/fr', warning: 'unchanged' });
    expect(changed).toBe(false);
    expect(document.locales).toEqual(['en', 'fr', 'de']);
  });

  it('warns unchanged when the element already is where it would go', () => {
    expect(runOne(makePage(), { op: 'move', path: '/locales/fr', after: 'en' }).result?.warning).toBe('unchanged');
    expect(runOne(makePage(), { op: 'move', path: '/locales/en', after: '' }).result?.warning).toBe('unchanged');
    expect(runOne(makePage(), { op: 'move', path: '/locales/de' }).result?.warning).toBe('unchanged');
  });

  it('fails with not_found when the locale or the after locale is missing', () => {
    expect(runOne(makePage(), { op: 'move', path: '/locales/es' }).result?.error).toBe('not_found');
    const { result, document } = runOne(makePage(), { op: 'move', path: '/locales/en', after: 'es' });
    expect(result?.error).toBe('not_found');
    expect(document.locales).toEqual(['en', 'fr', 'de']);
  });

  it('fails with invalid_path when the path is not an array element', () => {
    for (const path of ['/locales', '/title', '/items/hero', BLOCKS, '/translations/fr']) {
      expect(runOne(makePage(), { op: 'move', path }).result?.error, path).toBe('invalid_path');
    }
  });
});

describe('delete in /locales', () => {
  it('removes a locale by value', () => {
    const { result, document } = runOne(makePage(), { op: 'delete', path: '/locales/fr' });
    expect(result).toEqual({ index: 0, status: 'ok', path: '/locales/fr' });
    expect(document.locales).toEqual(['en', 'de']);
  });

  it('fails with not_found for a missing locale', () => {
    expect(runOne(makePage(), { op: 'delete', path: '/locales/es' }).result?.error).toBe('not_found');
  });

  it('fails with read_only when deleting /locales itself', () => {
    expect(runOne(makePage(), { op: 'delete', path: '/locales' }).result?.error).toBe('read_only');
  });
});

describe('insert into repeatables', () => {
  it('appends a repeatable with an id from newId and reports it', () => {
    const { result, document } = runOne(makePage(), { op: 'insert', path: BLOCKS, value: '{"slug":"five"}' });
    expect(result).toEqual({ index: 0, status: 'ok', path: BLOCKS, id: FIRST_NEW_ID });
    expect(blocksOf(document)?.[3]).toEqual({ id: FIRST_NEW_ID, slug: 'five', position: 3, items: {} });
  });

  it('keeps a given id', () => {
    const { result, document } = runOne(makePage(), {
      op: 'insert',
      path: BLOCKS,
      value: `{"id":"${GIVEN}"}`,
      after: '',
    });
    expect(result?.id).toBe(GIVEN);
    expect(order(blocksOf(document))).toEqual(['55@0', '11@1', '22@2', '44@3']);
  });

  it('renumbers positions when inserting in the middle', () => {
    const { document } = runOne(makePage(), { op: 'insert', path: BLOCKS, value: '{}', after: R1 });
    expect(order(blocksOf(document))).toEqual(['11@0', 'f0@1', '22@2', '44@3']);
    expect(blocksOf(document)?.[1]).toEqual({ id: FIRST_NEW_ID, slug: '', position: 1, items: {} });
  });

  it('ignores a given position and uses the array order', () => {
    const { document } = runOne(makePage(), { op: 'insert', path: BLOCKS, value: '{"position":0}' });
    expect(order(blocksOf(document))).toEqual(['11@0', '22@1', '44@2', 'f0@3']);
  });

  it('stores items, nested repeatables and their ids and positions', () => {
    const value = JSON.stringify({
      slug: 's',
      items: {
        body: { type: 'text', content: 'x' },
        cards: { repeatables: [{ slug: 'a' }, { id: GIVEN, slug: 'b', items: { t: { content: 'y' } } }] },
      },
    });
    const { result, document } = runOne(makePage(), { op: 'insert', path: BLOCKS, value });
    expect(result?.id).toBe(FIRST_NEW_ID);
    expect(blocksOf(document)?.[3]).toEqual({
      id: FIRST_NEW_ID,
      slug: 's',
      position: 3,
      items: {
        body: { type: 'text', content: 'x' },
        cards: {
          repeatables: [
            { id: 'f00000000000000000000002', slug: 'a', position: 0, items: {} },
            { id: GIVEN, slug: 'b', position: 1, items: { t: { content: 'y' } } },
          ],
        },
      },
    });
  });

  it('inserts into nested repeatables', () => {
    const path = `${BLOCKS}/${R2}/items/cards/repeatables`;
    const { result, document } = runOne(makePage(), { op: 'insert', path, value: '{"slug":"front"}', after: '' });
    expect(result?.status).toBe('ok');
    expect(order(blocksOf(document)?.[1]?.items.cards?.repeatables)).toEqual(['f0@0', '33@1']);
  });

  it('creates the repeatables array of an editable that has none', () => {
    const { document } = runOne(makePage(), { op: 'insert', path: '/items/hero/repeatables', value: '{}' });
    expect(document.items.hero).toEqual({
      type: 'text',
      content: 'Hello',
      repeatables: [{ id: FIRST_NEW_ID, slug: '', position: 0, items: {} }],
    });
  });

  it('creates a missing editable and its repeatables, also inside a repeatable', () => {
    const path = `${BLOCKS}/${R1}/items/gallery/repeatables`;
    const { result, document } = runOne(makePage(), { op: 'insert', path, value: '{}', after: '' });
    expect(result?.status).toBe('ok');
    expect(blocksOf(document)?.[0]?.items.gallery).toEqual({
      repeatables: [{ id: FIRST_NEW_ID, slug: '', position: 0, items: {} }],
    });
  });

  it('fails with not_found when after names a missing id, and creates nothing', () => {
    const { result, document } = runOne(makePage(), {
      op: 'insert',
      path: '/items/new/repeatables',
      value: '{}',
      after: R1,
    });
    expect(result).toMatchObject({ status: 'error', error: 'not_found' });
    expect(document).toEqual(makePage());
  });

  it('fails with conflict when the id is already in the array', () => {
    const { result, document } = runOne(makePage(), { op: 'insert', path: BLOCKS, value: `{"id":"${R2}"}` });
    expect(result).toMatchObject({ status: 'error', error: 'conflict' });
    expect(result?.id).toBeUndefined();
    expect(document).toEqual(makePage());
  });

  it('fails with conflict when newId returns an id already in the array', () => {
    const outcome = applyBatch(makePage(), [{ op: 'insert', path: BLOCKS, value: '{}' }], {
      atomic: false,
      newId: () => R4,
    });
    expect(outcome.results[0]?.error).toBe('conflict');
    expect(outcome.document).toEqual(makePage());
  });

  it.each([
    ['not JSON', '{slug:'],
    ['a JSON array', '[]'],
    ['a JSON string', '"x"'],
    ['null', 'null'],
    ['an unknown member', '{"title":"x"}'],
    ['an id that is not 24 hex', '{"id":"123"}'],
    ['an uppercase id', `{"id":"${'A'.repeat(24)}"}`],
    ['a non-string slug', '{"slug":1}'],
    ['a non-integer position', '{"position":1.5}'],
    ['items that are not an object', '{"items":[]}'],
    ['an editable that is not an object', '{"items":{"a":"x"}}'],
    ['an editable field that is not a string', '{"items":{"a":{"content":1}}}'],
    ['an editable named __proto__', '{"items":{"__proto__":{"content":"x"}}}'],
    ['an editable field named __proto__', '{"items":{"a":{"__proto__":"x"}}}'],
    ['repeatables that are not an array', '{"items":{"a":{"repeatables":{}}}}'],
    ['nested repeatables with a duplicate id', `{"items":{"a":{"repeatables":[{"id":"${GIVEN}"},{"id":"${GIVEN}"}]}}}`],
  ])('fails with invalid_value for %s', (_, value) => {
    const { result, document } = runOne(makePage(), { op: 'insert', path: BLOCKS, value });
    expect(result).toMatchObject({ status: 'error', error: 'invalid_value' });
    expect(document).toEqual(makePage());
  });

  it('fails with invalid_value for repeatables nested too deep', () => {
    let value: unknown = {};
    for (let i = 0; i < 20; i++) value = { items: { e: { repeatables: [value] } } };
    expect(runOne(makePage(), { op: 'insert', path: BLOCKS, value: JSON.stringify(value) }).result?.error).toBe(
      'invalid_value',
    );
  });

  it('fails with not_found when the repeatable on the way is missing', () => {
    const path = `${BLOCKS}/999999999999999999999999/items/cards/repeatables`;
    expect(runOne(makePage(), { op: 'insert', path, value: '{}' }).result?.error).toBe('not_found');
  });
});

describe('move in repeatables', () => {
  it('moves a repeatable first and renumbers positions', () => {
    const { result, document } = runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R4}`, after: '' });
    expect(result).toEqual({ index: 0, status: 'ok', path: `${BLOCKS}/${R4}` });
    expect(order(blocksOf(document))).toEqual(['44@0', '11@1', '22@2']);
  });

  it('moves a repeatable last when after is omitted', () => {
    expect(order(blocksOf(runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R1}` }).document))).toEqual([
      '22@0',
      '44@1',
      '11@2',
    ]);
  });

  it('moves a repeatable behind another', () => {
    expect(order(blocksOf(runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R1}`, after: R2 }).document))).toEqual([
      '22@0',
      '11@1',
      '44@2',
    ]);
    expect(order(blocksOf(runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R4}`, after: R1 }).document))).toEqual([
      '11@0',
      '44@1',
      '22@2',
    ]);
  });

  it('warns unchanged when after is the repeatable itself', () => {
    const { result, document } = runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R2}`, after: R2 });
    expect(result?.warning).toBe('unchanged');
    expect(document).toEqual(makePage());
  });

  it('moves a nested repeatable within its own array only', () => {
    const page = makePage();
    page.items.blocks?.repeatables?.[1]?.items.cards?.repeatables?.push({
      id: R1,
      slug: 'same id, other array',
      position: 1,
      items: {},
    });
    const path = `${BLOCKS}/${R2}/items/cards/repeatables/${R1}`;
    const { document } = runOne(page, { op: 'move', path, after: '' });
    expect(order(blocksOf(document)?.[1]?.items.cards?.repeatables)).toEqual(['11@0', '33@1']);
    expect(order(blocksOf(document))).toEqual(['11@0', '22@1', '44@2']);
  });

  it('fails with not_found for a missing repeatable or after id', () => {
    expect(runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R3}` }).result?.error).toBe('not_found');
    const { result, document } = runOne(makePage(), { op: 'move', path: `${BLOCKS}/${R1}`, after: R3 });
    expect(result?.error).toBe('not_found');
    expect(document).toEqual(makePage());
  });
});

describe('delete in repeatables', () => {
  it('removes a repeatable and renumbers the rest', () => {
    const { result, document } = runOne(makePage(), { op: 'delete', path: `${BLOCKS}/${R1}` });
    expect(result).toEqual({ index: 0, status: 'ok', path: `${BLOCKS}/${R1}` });
    expect(order(blocksOf(document))).toEqual(['22@0', '44@1']);
  });

  it('removes a nested repeatable', () => {
    const { document } = runOne(makePage(), { op: 'delete', path: `${BLOCKS}/${R2}/items/cards/repeatables/${R3}` });
    expect(blocksOf(document)?.[1]?.items.cards).toEqual({ repeatables: [] });
  });

  it('removes a whole repeatables array', () => {
    const { document } = runOne(makePage(), { op: 'delete', path: BLOCKS });
    expect(document.items.blocks).toEqual({ type: 'list' });
  });

  it('fails with not_found for a missing repeatable', () => {
    expect(runOne(makePage(), { op: 'delete', path: `${BLOCKS}/${R3}` }).result?.error).toBe('not_found');
    expect(runOne(makePage(), { op: 'delete', path: '/items/hero/repeatables' }).result?.error).toBe('not_found');
  });

  it('fails with read_only for the required members of a repeatable', () => {
    for (const name of ['id', 'position', 'slug', 'items']) {
      expect(runOne(makePage(), { op: 'delete', path: `${BLOCKS}/${R2}/${name}` }).result?.error, name).toBe(
        'read_only',
      );
    }
  });
});

describe('ordering across operations', () => {
  it('applies inserts, moves and deletes in order with positions kept dense', () => {
    const { results, document } = run(makePage(), [
      { op: 'insert', path: BLOCKS, value: '{"slug":"a"}', after: '' },
      { op: 'move', path: `${BLOCKS}/${R4}`, after: FIRST_NEW_ID },
      { op: 'delete', path: `${BLOCKS}/${R1}` },
      { op: 'insert', path: BLOCKS, value: `{"id":"${GIVEN}"}`, after: R4 },
      { op: 'set', path: `${BLOCKS}/${GIVEN}/slug`, value: 'given' },
    ]);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(order(blocksOf(document))).toEqual(['f0@0', '44@1', '55@2', '22@3']);
    expect(blocksOf(document)?.[2]?.slug).toBe('given');
  });

  it('lets a later operation address a repeatable inserted by an earlier one', () => {
    const { results, document } = run(makePage(), [
      { op: 'insert', path: '/items/fresh/repeatables', value: '{}' },
      { op: 'set', path: `/items/fresh/repeatables/${FIRST_NEW_ID}/items/body/content`, value: 'x' },
    ]);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(document.items.fresh?.repeatables?.[0]?.items).toEqual({ body: { content: 'x' } });
  });
});
