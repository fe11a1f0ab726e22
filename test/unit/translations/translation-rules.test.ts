import { describe, expect, it } from 'vitest';
import {
  flatValues,
  keyProblem,
  localeProblems,
  MAX_VALUES_BYTES,
  mergeValues,
  sameValues,
  sizeProblem,
  valuesIn,
} from '../../../lib/translations/translation-rules.js';

describe('keyProblem', () => {
  it('accepts 1-200 characters of a-z, 0-9, _, . and -', () => {
    for (const key of ['a', 'checkout.button.pay', 'x_y-z.0', 'k'.repeat(200)])
      expect(keyProblem(key), key).toBeUndefined();
  });

  it('refuses other characters, lengths and the reserved words', () => {
    for (const key of ['', 'Upper', 'with space', 'slash/key', 'é', 'k'.repeat(201), '#locales'])
      expect(keyProblem(key), key).toMatch(/must be/);
    for (const key of ['count', 'batch', 'resolve']) expect(keyProblem(key), key).toMatch(/reserved/);
    expect(keyProblem('count.items')).toBeUndefined();
  });
});

describe('localeProblems', () => {
  it("names each locale that is not the site's, except one being removed", () => {
    expect(localeProblems({ en: 'x', de: 'y', es: null }, ['en', 'fr'], 'translations.2.values')).toEqual([
      { field: 'translations.2.values.de', message: expect.stringContaining('en, fr'), code: 'invalid_locale' },
    ]);
    expect(localeProblems({ fr: 'x' }, ['en', 'fr'])).toEqual([]);
  });
});

describe('mergeValues', () => {
  it('sets strings, removes nulls and keeps the other locales', () => {
    expect(mergeValues({ en: 'A', fr: 'B' }, { fr: null, de: 'C', es: null })).toEqual({ en: 'A', de: 'C' });
    expect(mergeValues(undefined, { en: 'A', fr: null })).toEqual({ en: 'A' });
  });
});

describe('sameValues', () => {
  it('compares locales and texts', () => {
    expect(sameValues({ en: 'A', fr: 'B' }, { fr: 'B', en: 'A' })).toBe(true);
    expect(sameValues({ en: 'A' }, { en: 'A', fr: 'B' })).toBe(false);
    expect(sameValues({ en: 'A' }, { en: 'a' })).toBe(false);
  });
});

describe('sizeProblem', () => {
  it('refuses values too large for one item', () => {
    expect(sizeProblem({ en: 'x'.repeat(1000) })).toBeUndefined();
    const big = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`l${i}`, 'é'.repeat(5000)]));
    expect(sizeProblem(big, 'translations.0.values')).toEqual({
      field: 'translations.0.values',
      message: expect.stringContaining(String(MAX_VALUES_BYTES)),
      code: 'too_large',
    });
  });
});

describe('flatValues', () => {
  const translations: { key: string; values: Record<string, string> }[] = [
    { key: 'a', values: { en: 'A', fr: 'A-fr' } },
    { key: 'b', values: { en: 'B' } },
    { key: 'c', values: { de: 'C-de' } },
  ];

  it("answers each key in the locale, falling back to the site's first", () => {
    expect(flatValues(translations, 'fr', 'en')).toEqual({ a: 'A-fr', b: 'B' });
    expect(flatValues(translations, 'en', 'en')).toEqual({ a: 'A', b: 'B' });
    expect(flatValues(translations, 'de', undefined)).toEqual({ c: 'C-de' });
  });
});

describe('valuesIn', () => {
  it("keeps one locale's value, or all without one", () => {
    expect(valuesIn({ en: 'A', fr: 'B' }, 'fr')).toEqual({ fr: 'B' });
    expect(valuesIn({ en: 'A' }, 'fr')).toEqual({});
    expect(valuesIn({ en: 'A' }, undefined)).toEqual({ en: 'A' });
  });
});
