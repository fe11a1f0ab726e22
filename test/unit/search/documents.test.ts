import { describe, expect, it } from 'vitest';
import {
  articleDocuments,
  entryDocuments,
  pageDocuments,
  productDocuments,
  type ChannelFacts,
} from '../../../lib/search/documents.js';

const channel: ChannelFacts = {
  id: 'c1',
  slug: 'recipes',
  search_enabled: true,
  search_excluded_field_ids: ['f3'],
  sensitive: false,
  acl: { read: 'public' },
  title_field: 'title',
  customizations: [
    { id: 'f1', name: 'title', type: 'string' },
    { id: 'f2', name: 'body', type: 'text' },
    { id: 'f3', name: 'secret', type: 'string' },
    { id: 'f4', name: 'kind', type: 'select', select_options: [{ slug: 'sweet', label: 'Sweet dish' }] },
    { id: 'f5', name: 'photo', type: 'file' },
    { id: 'f6', name: 'rating', type: 'integer' },
  ],
};

describe('search documents', () => {
  it("indexes an entry's text-like fields, minus the excluded ones", () => {
    const [document, ...rest] = entryDocuments(
      {
        id: 'e1',
        customer_id: 'cu1',
        fields: {
          title: 'Tart',
          body: '<p>Sweet &amp; short</p>',
          secret: 'zanzibar',
          kind: 'sweet',
          photo: { url: 'https://x/y.jpg', name: 'tart.jpg' },
          rating: 5,
        },
      },
      channel,
    );
    expect(rest).toEqual([]);
    expect(document).toMatchObject({
      id: 'entry:e1|',
      type: 'entry',
      title: 'Tart',
      channel: 'recipes',
      owner: 'cu1',
      read: 'public',
    });
    expect(document!.text).toContain('Sweet & short');
    expect(document!.text).toContain('Sweet dish');
    expect(document!.text).toContain('tart.jpg');
    expect(document!.text).not.toContain('zanzibar');
    expect(document!.text).not.toContain('5');
  });

  it('indexes nothing of a channel without search, nor a submission judged spam', () => {
    expect(entryDocuments({ id: 'e1', fields: { title: 'x' } }, { ...channel, search_enabled: false })).toEqual([]);
    expect(entryDocuments({ id: 'e1', fields: { title: 'x' }, submission_status: 'spam' }, channel)).toEqual([]);
  });

  it('makes one document per locale, the untranslated words in each', () => {
    const documents = entryDocuments(
      { id: 'e1', fields: { title: { en: 'Cake', fr: 'Gâteau' }, body: 'sugar' } },
      channel,
    );
    expect(documents.map((d) => [d.locale, d.title, d.text])).toEqual([
      ['en', 'Cake', 'sugar'],
      ['fr', 'Gâteau', 'sugar'],
    ]);
  });

  it("indexes a page's title, SEO fields and text items, with translations", () => {
    const documents = pageDocuments({
      id: 'p1',
      title: 'About',
      published: true,
      seo_description: 'Who we are',
      items: {
        intro: { type: 'text', content: '<p>Hello</p>', repeatables: [{ items: { more: { content: 'Deep' } } }] },
      },
      translations: { fr: { title: 'À propos' } },
    });
    expect(documents.map((d) => [d.locale, d.title])).toEqual([['fr', 'À propos']]);
    expect(documents[0]!.text).toContain('Hello');
    expect(documents[0]!.text).toContain('Deep');
    expect(documents[0]!.text).toContain('Who we are');
    expect(documents[0]!.published).toBe(true);
  });

  it('indexes articles (live only when published) and products (name, description, SKU, variants)', () => {
    const [article] = articleDocuments(
      {
        id: 'a1',
        title: 'News',
        text_content: 'Body',
        tags: ['one'],
        status: 'published',
        publish_at: '2026-01-01T00:00:00Z',
      },
      'b1',
    );
    expect(article).toMatchObject({ path: '/blogs/b1/articles/a1', published: true, live_at: '2026-01-01T00:00:00Z' });
    const [product] = productDocuments({
      id: 'x1',
      name: 'Mug',
      description: 'Big',
      sku: 'MUG-1',
      status: 'draft',
      variants: [{ option_values: ['Red', 'Large'], sku: 'MUG-R' }],
    });
    expect(product).toMatchObject({ title: 'Mug', published: false });
    expect(product!.text).toContain('MUG-1');
    expect(product!.text).toContain('Red Large');
  });
});
