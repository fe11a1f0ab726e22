import { describe, expect, it } from 'vitest';
import { makePage, OTHER_PAGE_ID, PAGE_ID, R2, R3, runOne } from './page-fixture.js';

const set = (path: string, value?: string) => runOne(makePage(), { op: 'set', path, value });

describe('set on string fields', () => {
  it.each([
    'title',
    'template',
    'channel',
    'filter',
    'security_mechanism',
    'fixed_locale',
    'seo_title',
    'seo_description',
    'seo_keywords',
  ])('sets /%s to any string', (name) => {
    const { result, document } = set(`/${name}`, 'New value');
    expect(result).toEqual({ index: 0, status: 'ok', path: `/${name}` });
    expect(document[name]).toBe('New value');
  });

  it('sets a string field to the empty string', () => {
    const { result, document } = set('/seo_title', '');
    expect(result?.status).toBe('ok');
    expect(document.seo_title).toBe('');
  });

  it('succeeds with warning unchanged when the value is already there', () => {
    const { result, changed, document } = set('/title', 'About');
    expect(result).toEqual({ index: 0, status: 'ok', path: '/title', warning: 'unchanged' });
    expect(changed).toBe(false);
    expect(document).toEqual(makePage());
  });

  it('fails with invalid_value when value is missing', () => {
    expect(set('/title').result).toMatchObject({ status: 'error', error: 'invalid_value' });
  });
});

describe('set on boolean fields', () => {
  it.each([
    ['/published', 'false', false],
    ['/homepage', 'true', true],
  ])('sets %s from "%s"', (path, value, stored) => {
    const { result, document } = set(path, value);
    expect(result?.status).toBe('ok');
    expect(document[path.slice(1)]).toBe(stored);
  });

  it('warns unchanged when the boolean already has that value', () => {
    expect(set('/published', 'true').result?.warning).toBe('unchanged');
  });

  it.each(['TRUE', '1', 'yes', '', ' true'])('fails with invalid_value for "%s"', (value) => {
    const { result, document } = set('/published', value);
    expect(result).toMatchObject({ status: 'error', error: 'invalid_value', path: '/published' });
    expect(result?.message).toMatch(/"true" or "false"/);
    expect(document.published).toBe(true);
  });
});

describe('set on integer fields', () => {
  it.each([
    ['/position', '7', 'position'],
    ['/og_image/size', '2048', 'size'],
    ['/og_image/width', '0', 'width'],
    ['/og_image/height', '600', 'height'],
  ])('sets %s from a decimal string', (path, value, name) => {
    const { result, document } = set(path, value);
    expect(result?.status).toBe('ok');
    const holder = path.startsWith('/og_image') ? (document.og_image as Record<string, unknown>) : document;
    expect(holder[name]).toBe(Number(value));
  });

  it('warns unchanged when the integer already has that value', () => {
    expect(set('/position', '3').result?.warning).toBe('unchanged');
    expect(set('/og_image/size', '1024').result?.warning).toBe('unchanged');
  });

  it.each(['-1', '1.5', '1e3', 'abc', '', '007', ' 7', '9999999999999999'])(
    'fails with invalid_value for "%s"',
    (value) => {
      const { result, document } = set('/position', value);
      expect(result).toMatchObject({ status: 'error', error: 'invalid_value' });
      expect(document.position).toBe(3);
    },
  );
});

describe('set /slug', () => {
  it.each(['contact', 'a', 'my-page_2', 'x'.repeat(100)])('accepts the slug "%s"', (slug) => {
    const { result, document, touched } = set('/slug', slug);
    expect(result?.status).toBe('ok');
    expect(document.slug).toBe(slug);
    expect(touched).toEqual({ slug: true, parent: false });
  });

  it.each(['', 'Contact', 'a b', 'a/b', 'é', 'x'.repeat(101)])('fails with invalid_value for "%s"', (slug) => {
    const { result, document, touched } = set('/slug', slug);
    expect(result).toMatchObject({ status: 'error', error: 'invalid_value' });
    expect(document.slug).toBe('about');
    expect(touched.slug).toBe(false);
  });
});

describe('set /parent', () => {
  it('stores another page id', () => {
    const id = 'cccccccccccccccccccccccc';
    const { result, document, touched } = set('/parent', id);
    expect(result?.status).toBe('ok');
    expect(document.parent).toBe(id);
    expect(touched).toEqual({ slug: false, parent: true });
  });

  it('stores null for "" (a root page)', () => {
    const { result, document, touched } = set('/parent', '');
    expect(result?.status).toBe('ok');
    expect(document.parent).toBeNull();
    expect(touched.parent).toBe(true);
  });

  it('warns unchanged when setting "" on a root page', () => {
    const page = { ...makePage(), parent: null };
    expect(runOne(page, { op: 'set', path: '/parent', value: '' }).result?.warning).toBe('unchanged');
  });

  it('warns unchanged when the parent is already that page', () => {
    expect(set('/parent', OTHER_PAGE_ID).result?.warning).toBe('unchanged');
  });

  it('fails with invalid_value when the page would be its own parent', () => {
    const { result, document } = set('/parent', PAGE_ID);
    expect(result).toMatchObject({ status: 'error', error: 'invalid_value' });
    expect(result?.message).toMatch(/own parent/);
    expect(document.parent).toBe(OTHER_PAGE_ID);
  });

  it.each(['CCCCCCCCCCCCCCCCCCCCCCCC', 'ccc', 'g'.repeat(24), 'c'.repeat(25), 'null'])(
    'fails with invalid_value for "%s"',
    (value) => {
      expect(set('/parent', value).result).toMatchObject({ status: 'error', error: 'invalid_value' });
    },
  );
});

describe('set on read-only fields', () => {
  it.each(['/id', '/url', '/created_at', '/updated_at', '/fullpath', '/depth', '/parent_path', '/public_url'])(
    'fails with read_only when setting %s',
    (path) => {
      const { result, document } = set(path, 'x');
      expect(result).toMatchObject({ index: 0, status: 'error', path, error: 'read_only' });
      expect(result?.message).toEqual(expect.any(String));
      expect(document).toEqual(makePage());
    },
  );

  it('fails with read_only when setting a repeatable id or position', () => {
    expect(set(`/items/blocks/repeatables/${R2}/id`, 'x').result?.error).toBe('read_only');
    expect(set(`/items/blocks/repeatables/${R2}/position`, '0').result?.error).toBe('read_only');
  });
});

describe('set on og_image', () => {
  it('sets a known string field', () => {
    const { document } = set('/og_image/filename', 'a.png');
    expect(document.og_image?.filename).toBe('a.png');
  });

  it('adds an additional string property with a valid name', () => {
    const { result, document } = set('/og_image/alt_text', 'A cat');
    expect(result?.status).toBe('ok');
    expect(document.og_image?.alt_text).toBe('A cat');
  });

  it('fails with invalid_path for an additional property with an invalid name', () => {
    expect(set('/og_image/Alt', 'x').result?.error).toBe('invalid_path');
  });

  it('fails with not_found when the page has no og_image', () => {
    const { og_image: _, ...page } = makePage();
    const { result, document } = runOne(page, { op: 'set', path: '/og_image/url', value: 'x' });
    expect(result).toMatchObject({ status: 'error', error: 'not_found' });
    expect(document.og_image).toBeUndefined();
  });
});

describe('set on items', () => {
  it('sets a field of an existing editable', () => {
    const { document } = set('/items/hero/content', 'Bonjour');
    expect(document.items.hero).toEqual({ type: 'text', content: 'Bonjour' });
  });

  it('creates a missing editable', () => {
    const { result, document } = set('/items/new/content', 'Fresh');
    expect(result?.status).toBe('ok');
    expect(document.items.new).toEqual({ content: 'Fresh' });
  });

  it('creates the items object when a stored page lacks it', () => {
    const { items: _, ...page } = makePage();
    const { document } = runOne(page as typeof page & { items: never }, {
      op: 'set',
      path: '/items/x/type',
      value: 't',
    });
    expect(document.items).toEqual({ x: { type: 't' } });
  });

  it('sets a field inside a repeatable', () => {
    const { document } = set(`/items/blocks/repeatables/${R2}/items/body/content`, 'changed');
    expect(document.items.blocks?.repeatables?.[1]?.items.body).toEqual({ content: 'changed' });
  });

  it('creates a missing editable inside a nested repeatable', () => {
    const path = `/items/blocks/repeatables/${R2}/items/cards/repeatables/${R3}/items/title/content`;
    const { result, document } = set(path, 'Card title');
    expect(result?.status).toBe('ok');
    expect(document.items.blocks?.repeatables?.[1]?.items.cards?.repeatables?.[0]?.items.title).toEqual({
      content: 'Card title',
    });
  });

  it('sets the slug of a repeatable to any string', () => {
    const { document } = set(`/items/blocks/repeatables/${R2}/slug`, 'Zwei Two');
    expect(document.items.blocks?.repeatables?.[1]?.slug).toBe('Zwei Two');
  });

  it('fails with not_found when the repeatable does not exist', () => {
    const { result, document } = set('/items/blocks/repeatables/999999999999999999999999/items/body/content', 'x');
    expect(result).toMatchObject({ status: 'error', error: 'not_found' });
    expect(document).toEqual(makePage());
  });

  it('fails with not_found for a repeatable below an editable it auto-creates, and creates nothing', () => {
    const { result, document } = set(`/items/ghost/repeatables/${R2}/slug`, 'x');
    expect(result?.error).toBe('not_found');
    expect(document.items.ghost).toBeUndefined();
  });

  it('unescapes ~1 and ~0 in member names', () => {
    const { result, document } = set('/items/a~1b~0c/content', 'still escaped');
    expect(result).toMatchObject({ status: 'ok', path: '/items/a~1b~0c/content' });
    expect(document.items['a/b~c']).toEqual({ content: 'still escaped' });
  });

  it('creates an editable whose name needs escaping', () => {
    const { document } = set('/items/x~1y/content', 'z');
    expect(document.items['x/y']).toEqual({ content: 'z' });
  });
});

describe('set on translations', () => {
  it('sets a field of an existing translation', () => {
    const { document } = set('/translations/fr/title', 'Qui sommes-nous');
    expect(document.translations.fr).toEqual({ title: 'Qui sommes-nous' });
  });

  it('creates a missing translation', () => {
    const { result, document } = set('/translations/de/title', 'Über uns');
    expect(result?.status).toBe('ok');
    expect(document.translations.de).toEqual({ title: 'Über uns' });
  });
});

describe('set on additional properties', () => {
  it('adds a string property with a valid name', () => {
    const { result, document } = set('/subtitle', 'Who we are');
    expect(result?.status).toBe('ok');
    expect(document.subtitle).toBe('Who we are');
  });

  it('changes an existing additional property', () => {
    expect(set('/campaign', 'autumn').document.campaign).toBe('autumn');
    expect(set('/campaign', 'spring').result?.warning).toBe('unchanged');
  });

  it.each(['/Subtitle', '/1abc', '/sub-title', `/${'a'.repeat(65)}`, '/_x'])(
    'fails with invalid_path for %s',
    (path) => {
      const { result, document } = set(path, 'x');
      expect(result).toMatchObject({ status: 'error', error: 'invalid_path' });
      expect(document).toEqual(makePage());
    },
  );

  it('accepts a name of 64 characters', () => {
    expect(set(`/${'a'.repeat(64)}`, 'x').result?.status).toBe('ok');
  });
});

describe('set on containers and bad paths', () => {
  it.each([
    '/locales',
    '/items',
    '/items/hero',
    '/translations',
    '/translations/fr',
    '/og_image',
    '/items/blocks/repeatables',
    `/items/blocks/repeatables/${R2}`,
    '/locales/fr',
    `/items/blocks/repeatables/${R2}/items`,
  ])('fails with invalid_path when setting the whole node %s', (path) => {
    expect(set(path, 'x').result).toMatchObject({ status: 'error', error: 'invalid_path' });
  });

  it.each([
    '',
    'title',
    '/title/x',
    '/published/x',
    '/items/hero/content/x',
    '/campaign/x',
    '/a~2',
    '/items//content',
    '/items/__proto__/content',
    `/items/blocks/repeatables/${R2}/extra`,
    '/translations/fr/title/x',
  ])('fails with invalid_path for the path "%s"', (path) => {
    const { result, document } = set(path, 'x');
    expect(result).toMatchObject({ status: 'error', error: 'invalid_path', path });
    expect(document).toEqual(makePage());
  });
});
