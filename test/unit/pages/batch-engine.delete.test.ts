import { describe, expect, it } from 'vitest';
import { makePage, runOne } from './page-fixture.js';

const remove = (path: string) => runOne(makePage(), { op: 'delete', path });

describe('delete of members', () => {
  it.each([
    ['/template', (d: ReturnType<typeof makePage>) => d.template],
    ['/seo_title', (d: ReturnType<typeof makePage>) => d.seo_title],
    ['/campaign', (d: ReturnType<typeof makePage>) => d.campaign],
    ['/og_image', (d: ReturnType<typeof makePage>) => d.og_image],
    ['/og_image/size', (d: ReturnType<typeof makePage>) => d.og_image?.size],
    ['/og_image/url', (d: ReturnType<typeof makePage>) => d.og_image?.url],
    ['/items/hero', (d: ReturnType<typeof makePage>) => d.items.hero],
    ['/items/hero/content', (d: ReturnType<typeof makePage>) => d.items.hero?.content],
    ['/items/a~1b~0c', (d: ReturnType<typeof makePage>) => d.items['a/b~c']],
    ['/translations/fr', (d: ReturnType<typeof makePage>) => d.translations.fr],
    ['/translations/fr/title', (d: ReturnType<typeof makePage>) => d.translations.fr?.title],
  ])('removes %s', (path, read) => {
    expect(read(makePage())).toBeDefined();
    const { result, document, changed } = remove(path);
    expect(result).toEqual({ index: 0, status: 'ok', path });
    expect(changed).toBe(true);
    expect(read(document)).toBeUndefined();
  });

  it('leaves the rest of the holder in place', () => {
    expect(remove('/items/hero/content').document.items.hero).toEqual({ type: 'text' });
  });

  it.each([
    '/fixed_locale',
    '/og_image/filename',
    '/items/missing',
    '/items/hero/missing',
    '/translations/de',
    '/translations/fr/seo_title',
    '/subtitle',
  ])('fails with not_found when %s does not exist', (path) => {
    const { result, document } = remove(path);
    expect(result).toMatchObject({ status: 'error', error: 'not_found', path });
    expect(document).toEqual(makePage());
  });

  it('fails with not_found and creates nothing when the editable on the way is missing', () => {
    const { result, document } = remove('/items/missing/content');
    expect(result?.error).toBe('not_found');
    expect(document.items.missing).toBeUndefined();
  });

  it.each(['/id', '/url', '/created_at', '/updated_at', '/fullpath', '/depth', '/parent_path', '/public_url'])(
    'fails with read_only when deleting the read-only field %s',
    (path) => {
      expect(remove(path).result).toMatchObject({
        status: 'error',
        error: 'read_only',
        message: `${path} is read-only`,
      });
    },
  );

  it.each([
    '/title',
    '/slug',
    '/parent',
    '/published',
    '/homepage',
    '/position',
    '/items',
    '/translations',
    '/locales',
  ])('fails with read_only when deleting the required field %s', (path) => {
    const { result, document } = remove(path);
    expect(result).toMatchObject({ status: 'error', error: 'read_only' });
    expect(result?.message).toMatch(/required/);
    expect(document).toEqual(makePage());
  });

  it.each(['', '/', '/Nope', '/title/x', '/og_image/Bad', '/items/__proto__'])(
    'fails with invalid_path for "%s"',
    (path) => {
      expect(remove(path).result?.error).toBe('invalid_path');
    },
  );
});
