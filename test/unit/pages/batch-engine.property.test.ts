import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBatch,
  type BatchOperation,
  type BatchResultEntry,
  type Editable,
  type PageDocument,
  type Repeatable,
} from '../../../lib/pages/batch-engine.js';
import { escapePointerToken } from '../../../lib/pages/json-pointer.js';
import { idSequence, OTHER_PAGE_ID, PAGE_ID, R1, R2, R3, R4 } from './page-fixture.js';

const RUNS = { numRuns: 200 };

// Small pools, so that generated operations often hit members the generated page has.
const NEW_IDS = ['f00000000000000000000001', 'f00000000000000000000002'];
const IDS = [R1, R2, R3, R4];
const NAMES = ['hero', 'body', 'a/b', 't~x'];
const LOCALES = ['en', 'fr', 'de'];
const text = fc.constantFrom('', 'x', 'Hello', 'true', '12');

const editable = (depth: number): fc.Arbitrary<Editable> =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom('type', 'content'), text, { maxKeys: 2, noNullPrototype: true }),
      depth > 0 ? fc.option(repeatables(depth - 1), { nil: undefined }) : fc.constant(undefined),
    )
    .map(([fields, list]): Editable => (list === undefined ? { ...fields } : { ...fields, repeatables: list }));

const items = (depth: number): fc.Arbitrary<Record<string, Editable>> =>
  // Fuller at the top, so that generated paths often find what they name.
  fc.dictionary(fc.constantFrom(...NAMES), editable(depth), {
    minKeys: depth === 2 ? 2 : 0,
    maxKeys: 3,
    noNullPrototype: true,
  });

const repeatables = (depth: number): fc.Arbitrary<Repeatable[]> =>
  fc
    .uniqueArray(fc.record({ id: fc.constantFrom(...IDS), slug: text, items: items(depth) }), {
      selector: (r) => r.id,
      minLength: depth > 0 ? 1 : 0,
      maxLength: 3,
    })
    .map((list) => list.map((r, position) => ({ ...r, position })));

const page: fc.Arbitrary<PageDocument> = fc
  .record({
    title: text,
    slug: fc.constantFrom('about', 'x'),
    parent: fc.constantFrom(null, OTHER_PAGE_ID),
    published: fc.boolean(),
    homepage: fc.boolean(),
    position: fc.nat(5),
    locales: fc.uniqueArray(fc.constantFrom(...LOCALES), { minLength: 1, maxLength: 3 }),
    og_image: fc.option(fc.record({ url: text, size: fc.nat(9) }), { nil: undefined }),
    items: items(2),
    translations: fc.dictionary(
      fc.constantFrom(...LOCALES),
      fc.dictionary(fc.constantFrom('title', 'seo_title'), text, { noNullPrototype: true }),
      { noNullPrototype: true },
    ),
    campaign: fc.option(text, { nil: undefined }),
  })
  .map(
    ({ og_image, campaign, ...fields }): PageDocument => ({
      id: PAGE_ID,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
      fullpath: 'about',
      depth: 0,
      parent_path: '',
      url: 'https://api.example.com/pages/x',
      public_url: 'https://www.example.com/about',
      ...fields,
      ...(og_image === undefined ? {} : { og_image }),
      ...(campaign === undefined ? {} : { campaign }),
    }),
  );

const name = fc.constantFrom(...NAMES).map(escapePointerToken);
const anyId = fc.constantFrom(...IDS, ...NEW_IDS);
const locale = fc.constantFrom(...LOCALES, 'it');

/** Paths of repeatables arrays, top-level or nested one level down. */
const arrayPath = fc.oneof(
  name.map((n) => `/items/${n}/repeatables`),
  fc.tuple(name, anyId, name).map(([n, id, m]) => `/items/${n}/repeatables/${id}/items/${m}/repeatables`),
);
const elementPath = fc.oneof(
  fc.tuple(arrayPath, anyId).map(([array, id]) => `${array}/${id}`),
  locale.map((l) => `/locales/${l}`),
);
const fieldPath = fc.oneof(
  fc.constantFrom(
    '/title',
    '/slug',
    '/parent',
    '/published',
    '/homepage',
    '/position',
    '/fullpath',
    '/id',
    '/og_image/size',
    '/og_image/alt',
    '/campaign',
    '/subtitle',
    '/translations/fr/title',
    '/translations/it/title',
  ),
  fc.tuple(name, fc.constantFrom('content', 'type')).map(([n, f]) => `/items/${n}/${f}`),
  fc
    .tuple(arrayPath, anyId, fc.constantFrom('slug', 'id', 'position', 'items/body/content'))
    .map(([a, id, f]) => `${a}/${id}/${f}`),
);
const wildPath = fc.constantFrom(
  '',
  'nope',
  '/Bad',
  '/title/x',
  '/a~2',
  '/items',
  '/locales',
  '/og_image',
  '/translations/en',
  '/items/hero',
  '/items/__proto__/content',
);
const anyPath = fc.oneof(fieldPath, arrayPath, elementPath, wildPath);

const fieldValue = fc.oneof(text, fc.constantFrom('false', 'x-y', 'Bad Slug', OTHER_PAGE_ID, PAGE_ID, '007'));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 10 });
const repeatableAfter = fc.option(fc.constantFrom('', ...IDS, ...NEW_IDS, 'zz'), { nil: undefined });
const localeAfter = fc.option(fc.constantFrom('', ...LOCALES, 'zz'), { nil: undefined });
const anyAfter = fc.oneof(repeatableAfter, localeAfter);
const repeatableValue = fc.constantFrom(
  '{}',
  '{"slug":"s"}',
  `{"id":"${R1}"}`,
  '{bad',
  '{"items":{"body":{"content":"c","repeatables":[{}]}}}',
  '[]',
);

// Mostly well-aimed operations, so that many succeed, plus some aimed anywhere.
const operation: fc.Arbitrary<BatchOperation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('set'), path: fieldPath, value: optional(fieldValue) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('insert'),
      path: arrayPath,
      value: optional(repeatableValue),
      after: repeatableAfter,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('insert'),
      path: fc.constant('/locales'),
      value: optional(locale),
      after: localeAfter,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('move'),
      path: fc.tuple(arrayPath, anyId).map(([array, id]) => `${array}/${id}`),
      after: repeatableAfter,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('move'), path: locale.map((l) => `/locales/${l}`), after: localeAfter }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete'), path: fc.oneof(elementPath, fieldPath, arrayPath) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constantFrom('set', 'insert', 'move', 'delete', 'bogus'),
      path: anyPath,
      value: optional(fc.oneof(fieldValue, locale, repeatableValue)),
      after: anyAfter,
    }),
  },
);

/** The repeatables arrays a page has, with their element ids, as pointers. */
const repeatableArrays = (itemsOf: Record<string, Editable>, prefix = ''): { path: string; ids: string[] }[] =>
  Object.entries(itemsOf).flatMap(([editableName, entry]) => {
    if (entry.repeatables === undefined) return [];
    const path = `${prefix}/items/${escapePointerToken(editableName)}/repeatables`;
    return [
      { path, ids: entry.repeatables.map((r) => r.id) },
      ...entry.repeatables.flatMap((r) => repeatableArrays(r.items, `${path}/${r.id}`)),
    ];
  });

/** Operations aimed at repeatables the page really has, so that moves and deletes often succeed. */
const aimedAt = (input: PageDocument): fc.Arbitrary<BatchOperation> => {
  const arrays = repeatableArrays(input.items).filter((array) => array.ids.length > 0);
  if (arrays.length === 0) return operation;
  return fc.constantFrom(...arrays).chain(({ path: array, ids }) => {
    const element = fc.constantFrom(...ids).map((id) => `${array}/${id}`);
    const sibling = fc.option(fc.constantFrom('', ...ids), { nil: undefined });
    return fc.oneof(
      fc.record({ op: fc.constant('move'), path: element, after: sibling }),
      fc.record({ op: fc.constant('delete'), path: element }),
      fc.record({ op: fc.constant('insert'), path: fc.constant(array), value: repeatableValue, after: sibling }),
      fc.record({ op: fc.constant('set'), path: element.map((p) => `${p}/items/body/content`), value: text }),
    );
  });
};

/** A page and a list of operations (valid and invalid) to apply to it. */
const scenario = page.chain((input) =>
  fc.tuple(fc.constant(input), fc.array(fc.oneof(operation, aimedAt(input)), { maxLength: 12 })),
);

const withoutIndex = ({ index: _, ...entry }: BatchResultEntry) => entry;

const deepFreeze = <T>(input: T): T => {
  if (typeof input === 'object' && input !== null) {
    for (const member of Object.values(input)) deepFreeze(member);
    Object.freeze(input);
  }
  return input;
};

/** Every repeatables array in the page has unique ids and positions 0, 1, 2… */
const expectDenseRepeatables = (itemsOf: Record<string, Editable>) => {
  for (const entry of Object.values(itemsOf)) {
    const list = entry.repeatables ?? [];
    expect(list.map((r) => r.position)).toEqual(list.map((_, i) => i));
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
    for (const r of list) expectDenseRepeatables(r.items);
  }
};

describe('applyBatch properties', () => {
  it('gives the same document and statuses as applying the operations one by one', () => {
    fc.assert(
      fc.property(scenario, ([input, ops]) => {
        const batch = applyBatch(input, ops, { atomic: false, newId: idSequence() });
        const newId = idSequence();
        let current = input;
        let changed = false;
        const singles: BatchResultEntry[] = [];
        for (const op of ops) {
          const single = applyBatch(current, [op], { atomic: false, newId });
          singles.push(single.results[0] as BatchResultEntry);
          changed ||= single.changed;
          current = single.document;
        }
        expect(batch.document).toEqual(current);
        expect(batch.results.map(withoutIndex)).toEqual(singles.map(withoutIndex));
        expect(batch.results.map((r) => r.index)).toEqual(ops.map((_, i) => i));
        expect(batch.changed).toBe(changed);
        expect(batch.failed).toBe(singles.some((r) => r.status === 'error'));
        expect(batch.touched).toEqual({ slug: current.slug !== input.slug, parent: current.parent !== input.parent });
      }),
      RUNS,
    );
  });

  it('leaves the document deep-equal to the input and reports no ok when an atomic batch has a failing operation', () => {
    const failing: BatchOperation = { op: 'set', path: '/id', value: 'x' };
    fc.assert(
      fc.property(scenario, fc.nat(), ([input, ops], at) => {
        const withFailure = [...ops];
        withFailure.splice(at % (ops.length + 1), 0, failing);
        const atomic = applyBatch(input, withFailure, { atomic: true, newId: idSequence() });
        const loose = applyBatch(input, withFailure, { atomic: false, newId: idSequence() });
        expect(atomic.document).toEqual(input);
        expect(atomic.document).not.toBe(input);
        expect(atomic.results.some((r) => r.status === 'ok')).toBe(false);
        expect(atomic.changed).toBe(false);
        expect(atomic.failed).toBe(true);
        // The same operations fail as without atomic; every other one is skipped.
        expect(atomic.results.map((r) => r.error ?? r.status)).toEqual(
          loose.results.map((r) => r.error ?? (r.status === 'ok' ? 'skipped' : r.status)),
        );
      }),
      RUNS,
    );
  });

  it('never mutates the input', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), ([input, ops], atomic) => {
        const snapshot = structuredClone(input);
        const outcome = applyBatch(deepFreeze(input), ops, { atomic, newId: idSequence() });
        expect(input).toEqual(snapshot);
        expect(outcome.document).not.toBe(input);
      }),
      RUNS,
    );
  });

  it('keeps repeatable ids unique and positions dense in every array', () => {
    fc.assert(
      fc.property(scenario, ([input, ops]) => {
        expectDenseRepeatables(applyBatch(input, ops, { atomic: false, newId: idSequence() }).document.items);
      }),
      RUNS,
    );
  });

  it('changes the document exactly when an operation succeeds without a warning', () => {
    fc.assert(
      fc.property(page, operation, (input, op) => {
        const outcome = applyBatch(input, [op], { atomic: false, newId: idSequence() });
        if (outcome.results[0]?.status === 'error' || outcome.results[0]?.warning === 'unchanged') {
          expect(outcome.document).toEqual(input);
          expect(outcome.changed).toBe(false);
        } else {
          expect(outcome.changed).toBe(true);
          expect(outcome.document).not.toEqual(input);
        }
      }),
      RUNS,
    );
  });
});
