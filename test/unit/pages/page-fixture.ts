import {
  applyBatch,
  type BatchOperation,
  type BatchOutcome,
  type PageDocument,
} from '../../../lib/pages/batch-engine.js';

export const PAGE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const OTHER_PAGE_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const R1 = '111111111111111111111111';
export const R2 = '222222222222222222222222';
export const R3 = '333333333333333333333333';
export const R4 = '444444444444444444444444';

/** A deterministic `newId`: 24-hex ids ending in 1, 2, 3… */
export const idSequence = (prefix = 'f'): (() => string) => {
  let next = 0;
  return () => {
    next += 1;
    return prefix + next.toString(16).padStart(23, '0');
  };
};

/** A page with every kind of member: typed fields, og_image, items with nested repeatables, translations. */
export const makePage = (): PageDocument => ({
  id: PAGE_ID,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-02T00:00:00Z',
  title: 'About',
  slug: 'about',
  parent: OTHER_PAGE_ID,
  fullpath: 'home/about',
  depth: 1,
  parent_path: 'home',
  url: 'https://api.example.com/pages/aaaaaaaaaaaaaaaaaaaaaaaa',
  public_url: 'https://www.example.com/home/about',
  published: true,
  homepage: false,
  template: 'default',
  seo_title: 'About us',
  position: 3,
  locales: ['en', 'fr', 'de'],
  og_image: { url: 'https://cdn.example.com/a.png', content_type: 'image/png', size: 1024, width: 800 },
  items: {
    hero: { type: 'text', content: 'Hello' },
    blocks: {
      type: 'list',
      repeatables: [
        { id: R1, slug: 'one', position: 0, items: { body: { content: 'first' } } },
        {
          id: R2,
          slug: 'two',
          position: 1,
          items: {
            body: { content: 'second' },
            cards: { repeatables: [{ id: R3, slug: 'card', position: 0, items: { caption: { content: 'c' } } }] },
          },
        },
        { id: R4, slug: 'four', position: 2, items: {} },
      ],
    },
    'a/b~c': { content: 'escaped' },
  },
  translations: { fr: { title: 'À propos' } },
  campaign: 'spring',
});

/** Runs a batch with a fresh id sequence. */
export const run = (document: PageDocument, operations: BatchOperation[], atomic = false): BatchOutcome =>
  applyBatch(document, operations, { atomic, newId: idSequence() });

/** Runs one operation and returns its result entry and the resulting page. */
export const runOne = (document: PageDocument, operation: BatchOperation) => {
  const outcome = run(document, [operation]);
  return { ...outcome, result: outcome.results[0] };
};

/** The ids of a repeatables array, in order, with their positions. */
export const order = (repeatables: readonly { id: string; position: number }[] | undefined) =>
  (repeatables ?? []).map((r) => `${r.id.slice(0, 2)}@${r.position}`);
